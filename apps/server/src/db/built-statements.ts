import type { Executor } from './client.ts';

/** What Drizzle's `.prepare()` returns, reduced to the one call the repositories make. */
export interface BuiltStatement<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

const built = new WeakMap<Executor, Map<string, BuiltStatement<unknown>>>();

/**
 * A read statement built once per database and key, then executed with placeholder values.
 * Building a wide select in Drizzle costs about 0.3 ms of CPU per request, more than PostgreSQL
 * needs to run it. Callers prepare with an empty name, which keeps PostgreSQL's unnamed statement:
 * planned afresh with each request's values, as an unprepared query is. A named statement may be
 * switched to one generic plan, and a generic plan for a LIKE search reads the whole trigram
 * match (300 ms instead of 0.5 ms); unnamed statements also pass through any connection pooler.
 * See docs/decisions/011-api-read-path.md.
 */
export function builtStatement<T>(
  db: Executor,
  key: string,
  build: () => BuiltStatement<T>,
): BuiltStatement<T> {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(key) as BuiltStatement<T> | undefined;
  if (!statement) {
    statement = build();
    statements.set(key, statement);
  }
  return statement;
}

import type { Database } from '../../apps/server/src/db/client.ts';

/** The query call the bench scripts make (pg's `{ text, values }` and `(text, values)` alike), answered by an embedded PGlite database. */
export interface BenchQueryClient {
  query<R = Record<string, unknown>>(
    text: string | { text: string; values?: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number }>;
}

export function pgliteBenchClient(database: Database): BenchQueryClient {
  if (!('pglite' in database.connection)) throw new Error('Not a PGlite database');
  const { pglite } = database.connection;
  return {
    async query<R>(text: string | { text: string; values?: unknown[] }, values?: unknown[]) {
      const statement = typeof text === 'string' ? { text, values } : text;
      const result = await pglite.query<R>(statement.text, statement.values ?? []);
      return { rows: result.rows, rowCount: result.rows.length };
    },
  };
}

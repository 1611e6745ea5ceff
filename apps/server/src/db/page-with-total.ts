import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A list's page request: the contract's `page` (from 1) and `limit`. */
interface PageQuery {
  page: number;
  limit: number;
}

/**
 * One page of a list and the number of rows its filters match, the two statements side by side:
 * `rows` is the list's select (`.$dynamic()`) over `table`, sorted by `order`.
 */
export async function pageWithTotal<T extends PgSelect>(
  db: Executor,
  list: { rows: T; table: PgTable; where: SQL | undefined; order: (SQL | PgColumn)[] },
  query: PageQuery,
): Promise<{ rows: Awaited<T>; total: number }> {
  const [rows, [total]] = await Promise.all([
    list.rows
      .where(list.where)
      .orderBy(...list.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(list.table).where(list.where),
  ]);
  return { rows: rows as Awaited<T>, total: total?.value ?? 0 };
}

/** Newest first, the id breaking ties: the order of the admin lists of records. */
export const newestFirst = (table: { created_at: PgColumn; id: PgColumn }) => [
  desc(table.created_at),
  desc(table.id),
];

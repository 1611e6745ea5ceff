import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Both the pool and a transaction handle the query. */

export interface SlidingWindow {
  /** An append-only event log and its creation-time column. */
  table: PgTable;
  createdAt: PgColumn;
  /** Which rows count (one phone, one network, ...). */
  where: SQL | undefined;
  limit: number;
  windowSeconds: number;
}

/**
 * Seconds until one more event fits in a sliding window of `limit` events, or 0 when it fits now.
 * It reads the limit-th newest event inside the window: once that one ages out there is room.
 * Counting in the database keeps every app instance on the same numbers.
 */
export async function slidingWindowWait(db: Executor, rule: SlidingWindow): Promise<number> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const rows = await db
    .select({ wait: sql<number>`extract(epoch from (${rule.createdAt} + ${window} - now()))::float8` })
    .from(rule.table)
    .where(and(rule.where, sql`${rule.createdAt} > now() - ${window}`))
    .orderBy(desc(rule.createdAt))
    .offset(rule.limit - 1)
    .limit(1);
  const wait = rows[0]?.wait;
  return wait === undefined ? 0 : Math.max(1, Math.ceil(Number(wait)));
}

import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * The one pattern every budget uses (docs/decisions/050-budgets-under-parallel-requests.md): the
 * check ("is there room?") and the write that spends the budget run in one transaction that first
 * takes a PostgreSQL advisory lock per budget key. The lock lives in the database every instance
 * shares, so a second request for the same key, from this instance or another, waits until the
 * first has committed its row (or rolled back), then counts it. Keys are taken in sorted order so
 * two requests that share several keys can never wait on each other.
 *
 * A key names one budget's subject: `otp-network:203.0.113.7`, `upload:user:…`, `roster:<business id>`.
 */
export async function lockBudgetKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/**
 * Runs `spend` in a transaction holding the budget keys' locks. Whatever `spend` throws rolls the
 * transaction back, so a refused request records nothing; return a value to commit what it wrote.
 */
export function withBudget<T>(db: Db, keys: readonly string[], spend: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBudgetKeys(tx, keys);
    return spend(tx);
  });
}

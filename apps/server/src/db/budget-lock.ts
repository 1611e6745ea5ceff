import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { inTurn } from './key-queue.ts';

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
  for (const key of budgetKeyOrder(keys)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

/** Each key once, in one order every caller shares. */
const budgetKeyOrder = (keys: readonly string[]) => [...new Set(keys)].sort();

/**
 * Runs `spend` in a transaction holding the budget keys' locks. Whatever `spend` throws rolls the
 * transaction back, so a refused request records nothing; return a value to commit what it wrote.
 * Requests for the same keys on this instance take turns before they take a connection (decision
 * 077), so a burst on one key waits in memory, not in the pool.
 */
export function withBudget<T>(db: Db, keys: readonly string[], spend: (tx: Tx) => Promise<T>): Promise<T> {
  return inTurn(budgetKeyOrder(keys), () =>
    db.transaction(async (tx) => {
      await lockBudgetKeys(tx, keys);
      return spend(tx);
    }),
  );
}

import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';

/**
 * Runs a page's analytics reads in one read-only snapshot (every figure as of the same moment) with
 * the planner's parallel workers and JIT compilation off (decision 089). Each read is a range of an
 * index, a few milliseconds; on the 1M bench board the planner still chose to start two workers
 * for `views per job`, which took 180 ms on the two busy cores instead of 10, and JIT added 8-10
 * ms to plans it judged large. `set local` ends with the transaction.
 */
export function inAnalyticsSnapshot<T>(db: Db, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      await tx.execute(sql`set local jit = off`);
      return read(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

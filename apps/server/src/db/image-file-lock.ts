import { lockBudgetKeys } from './budget-lock.ts';
import type { Db, Tx } from './client.ts';

/**
 * Runs `work` in a transaction holding the advisory lock of one stored image file, by its address.
 * Stored images are named by the hash of their bytes, so one file can serve several records (two
 * businesses with the same logo, two people with the same photo). Putting the file and pointing a
 * record at it happen under this lock, and so do checking that no record points at it and deleting
 * it: across requests and instances the two never interleave, and no record is left pointing at a
 * deleted file.
 */
export function withImageFileLock<T>(db: Db, url: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockBudgetKeys(tx, [`image-file:${url}`]);
    return work(tx);
  });
}

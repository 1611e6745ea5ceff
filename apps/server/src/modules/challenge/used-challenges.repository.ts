import { inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usedChallenges } from '../../db/schema/index.ts';

/** Both the pool and a transaction handle these queries. */

/**
 * Records a solved challenge as used. True only for the first request that presents it: the
 * primary key decides between concurrent ones, on every instance.
 */
export async function markChallengeUsed(db: Executor, signature: string, expiresAt: Date): Promise<boolean> {
  // Rows past their challenge's expiry can never match again; each use sweeps them. Rows another
  // transaction is sweeping are skipped, so two sweeps never wait on each other (the use may run
  // inside a budget's transaction, decision 050).
  const expired = db
    .select({ signature: usedChallenges.signature })
    .from(usedChallenges)
    .where(lt(usedChallenges.expires_at, sql`now()`))
    .for('update', { skipLocked: true });
  await db.delete(usedChallenges).where(inArray(usedChallenges.signature, expired));
  const rows = await db
    .insert(usedChallenges)
    .values({ signature, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return rows.length === 1;
}

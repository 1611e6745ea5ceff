import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedChallenges } from '../../db/schema/index.ts';

/**
 * Records a solved challenge as used. True only for the first request that presents it: the
 * primary key decides between concurrent ones, on every instance.
 */
export async function markChallengeUsed(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  // Rows past their challenge's expiry can never match again; each use sweeps them.
  await db.delete(usedChallenges).where(lt(usedChallenges.expires_at, sql`now()`));
  const rows = await db
    .insert(usedChallenges)
    .values({ signature, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return rows.length === 1;
}

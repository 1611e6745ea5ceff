import { BUSINESS_PROFILE_MESSAGES, PROFILE_SAVES_PER_HOUR } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

// Saves count per account, across instances: the request log's `network` holds the account.
const accountKey = (userId: string) => `user:${userId}`;

function saveWindowWait(db: Executor, userId: string): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(
      eq(requestEvents.action, 'business_profile_save'),
      eq(requestEvents.network, accountKey(userId)),
    ),
    limit: PROFILE_SAVES_PER_HOUR,
    windowSeconds: 3600,
  });
}

/**
 * Spends one of the account's hourly profile saves, or refuses with 429 and Retry-After. The count
 * and the spend are one step under the account's budget lock, on every instance (decision 050).
 */
export async function spendProfileSaveBudget(db: Db, userId: string): Promise<void> {
  await withBudget(db, [`business-profile:${accountKey(userId)}`], async (tx) => {
    const wait = await saveWindowWait(tx, userId);
    if (wait) throw rateLimited(BUSINESS_PROFILE_MESSAGES.tooManySaves, wait);
    await tx.insert(requestEvents).values({ action: 'business_profile_save', network: accountKey(userId) });
  });
}

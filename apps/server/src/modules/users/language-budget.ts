import { LANGUAGE_CHANGES_PER_HOUR, LANGUAGE_MESSAGES } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

// Changes count per account, across instances: the request log's `network` holds the account.
const accountKey = (userId: string) => `user:${userId}`;

/**
 * Runs `change` after spending one of the account's hourly language changes, or refuses with 429
 * and Retry-After. The count, the spend and the change are one step under the account's budget
 * lock, on every instance (decision 050).
 */
export function withLanguageBudget<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return withBudget(db, [`language:${accountKey(userId)}`], async (tx) => {
    const wait = await slidingWindowWait(tx, {
      table: requestEvents,
      createdAt: requestEvents.created_at,
      where: and(eq(requestEvents.action, 'language_change'), eq(requestEvents.network, accountKey(userId))),
      limit: LANGUAGE_CHANGES_PER_HOUR,
      windowSeconds: 3600,
    });
    if (wait) throw rateLimited(LANGUAGE_MESSAGES.tooMany, wait);
    await tx.insert(requestEvents).values({ action: 'language_change', network: accountKey(userId) });
    return change(tx);
  });
}

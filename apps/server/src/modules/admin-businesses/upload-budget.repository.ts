import { IMAGE_UPLOADS_PER_HOUR } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

/** Both the pool and a transaction handle these queries. */

// Uploads count per account, across instances: the request log's `network` holds the account.
const accountKey = (userId: string) => `user:${userId}`;

/** The account's upload budget lock (decision 050). */
export const uploadBudgetKey = (userId: string) => `upload:${accountKey(userId)}`;

/** Seconds until the account may upload again within its hourly budget (0: now). */
export function uploadWindowWait(db: Executor, userId: string): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'image_upload'), eq(requestEvents.network, accountKey(userId))),
    limit: IMAGE_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
}

export async function recordUpload(db: Executor, userId: string): Promise<void> {
  await db.insert(requestEvents).values({ action: 'image_upload', network: accountKey(userId) });
}

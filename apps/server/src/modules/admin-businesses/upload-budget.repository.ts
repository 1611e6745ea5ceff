import { IMAGE_UPLOADS_PER_HOUR } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';

// Uploads count per account, across instances: the request log's `network` holds the account.
const accountKey = (userId: string) => `user:${userId}`;

/** Seconds until the account may upload again within its hourly budget (0: now). */
export function uploadWindowWait(db: Db, userId: string): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'image_upload'), eq(requestEvents.network, accountKey(userId))),
    limit: IMAGE_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
}

export async function recordUpload(db: Db, userId: string): Promise<void> {
  await db.insert(requestEvents).values({ action: 'image_upload', network: accountKey(userId) });
}

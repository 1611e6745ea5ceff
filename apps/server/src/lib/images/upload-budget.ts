import { BUSINESS_IMAGE_MESSAGES, IMAGE_UPLOADS_PER_HOUR } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { requestEvents } from '../../db/schema/index.ts';
import { slidingWindowWait } from '../../db/sliding-window.ts';
import { AppError } from '../app-error.ts';

// Uploads count per account, across instances: the request log's `network` holds the account.
const accountKey = (userId: string) => `user:${userId}`;

/** The account's upload budget lock (decision 050). */
const uploadBudgetKey = (userId: string) => `upload:${accountKey(userId)}`;

/** Seconds until the account may upload again within its hourly budget (0: now). */
function uploadWindowWait(db: Executor, userId: string): Promise<number> {
  return slidingWindowWait(db, {
    table: requestEvents,
    createdAt: requestEvents.created_at,
    where: and(eq(requestEvents.action, 'image_upload'), eq(requestEvents.network, accountKey(userId))),
    limit: IMAGE_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
}

async function recordUpload(db: Executor, userId: string): Promise<void> {
  await db.insert(requestEvents).values({ action: 'image_upload', network: accountKey(userId) });
}

const tooManyUploads = (wait: number) =>
  new AppError('RATE_LIMITED', BUSINESS_IMAGE_MESSAGES.tooMany, {
    headers: { 'Retry-After': String(wait) },
    details: { retry_after: wait },
  });

/**
 * Spends one of the account's hourly image uploads (business images and the member photo share
 * it), or refuses with 429. The count and the spend are one step under the account's budget lock,
 * on every instance (decision 050); an account already past its budget is refused before the
 * lock, and the image work comes after the lock is released.
 */
export async function spendUploadBudget(db: Db, userId: string): Promise<void> {
  const spent = await uploadWindowWait(db, userId);
  if (spent) throw tooManyUploads(spent);
  await withBudget(db, [uploadBudgetKey(userId)], async (tx) => {
    const wait = await uploadWindowWait(tx, userId);
    if (wait) throw tooManyUploads(wait);
    await recordUpload(tx, userId);
  });
}

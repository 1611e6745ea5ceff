import { BUSINESS_IMAGE_MESSAGES, IMAGE_UPLOADS_PER_HOUR } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import {
  accountSubject,
  hourlyAccountBudget,
  requestBudgetWait,
  withAccountBudget,
} from '../../db/request-budget.ts';
import { AppError } from '../app-error.ts';

/** The account's hourly image uploads: business images and the member photo share it (decision 050). */
const UPLOADS = hourlyAccountBudget(
  'upload',
  'image_upload',
  IMAGE_UPLOADS_PER_HOUR,
  (wait) =>
    new AppError('RATE_LIMITED', BUSINESS_IMAGE_MESSAGES.tooMany, {
      budget: 'image_uploads',
      headers: { 'Retry-After': String(wait) },
      details: { retry_after: wait },
    }),
);

/**
 * Spends one of the account's hourly image uploads, or refuses with 429. The count and the spend
 * are one step under the account's budget lock, on every instance (decision 050); an account
 * already past its budget is refused before the lock, and the image work comes after the lock is
 * released.
 */
export async function spendUploadBudget(db: Db, userId: string): Promise<void> {
  const spent = await requestBudgetWait(db, UPLOADS, accountSubject(userId));
  if (spent) throw UPLOADS.refuse(spent);
  await withAccountBudget(db, UPLOADS, userId, async () => undefined);
}

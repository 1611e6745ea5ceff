import { BUSINESS_PROFILE_MESSAGES, PROFILE_SAVES_PER_HOUR } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { hourlyAccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

const SAVES = hourlyAccountBudget(
  'business-profile',
  'business_profile_save',
  PROFILE_SAVES_PER_HOUR,
  (wait) => rateLimited(BUSINESS_PROFILE_MESSAGES.tooManySaves, wait, 'business_profile_saves'),
);

/**
 * Spends one of the account's hourly profile saves, or refuses with 429 and Retry-After. The count
 * and the spend are one step under the account's budget lock, on every instance (decision 050).
 */
export async function spendProfileSaveBudget(db: Db, userId: string): Promise<void> {
  await withAccountBudget(db, SAVES, userId, async () => undefined);
}

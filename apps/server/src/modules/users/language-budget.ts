import { LANGUAGE_CHANGES_PER_HOUR, LANGUAGE_MESSAGES } from '@perks/contract';
import type { Db, Tx } from '../../db/client.ts';
import { hourlyAccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

const CHANGES = hourlyAccountBudget('language', 'language_change', LANGUAGE_CHANGES_PER_HOUR, (wait) =>
  rateLimited(LANGUAGE_MESSAGES.tooMany, wait, 'language_changes'),
);

/**
 * Runs `change` after spending one of the account's hourly language changes, or refuses with 429
 * and Retry-After. The count, the spend and the change are one step under the account's budget
 * lock, on every instance (decision 050).
 */
export function withLanguageBudget<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return withAccountBudget(db, CHANGES, userId, change);
}

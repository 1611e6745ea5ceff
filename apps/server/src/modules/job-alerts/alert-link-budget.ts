import { ALERT_LINKS_EXHAUSTED } from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { recordRequests, requestBudgetWait } from '../../db/request-budget.ts';
import { rateLimited } from '../../lib/rate-limited.ts';

/**
 * The public alert links (no sign-in) count per client network and hour (decision 058). Their
 * tokens are unguessable; the budgets bound what one network can make the database do. Unsubscribes
 * have their own, larger budget, so previews cannot use up what mail providers' one-click POSTs
 * need: a provider posts from a few addresses for all its users.
 */
export const ALERT_LINK_BUDGETS = {
  /** Opening an unsubscribe link (its preview) and confirming an alert address. */
  alert_link: { limit: 300, windowSeconds: 3600 },
  /** RFC 8058 one-click POSTs and the unsubscribe screen's form. */
  alert_unsubscribe: { limit: 600, windowSeconds: 3600 },
} as const;
type LinkUse = keyof typeof ALERT_LINK_BUDGETS;

const waitFor = (db: Executor, use: LinkUse, network: string) =>
  requestBudgetWait(db, { action: use, ...ALERT_LINK_BUDGETS[use] }, network);

/**
 * Spends one of the network's requests of that use, or refuses with 429 and Retry-After. Counted
 * and spent under the network's budget lock (decision 050); a network already past it is refused
 * before the lock, so a flood does not queue on it.
 */
export async function admitAlertLink(db: Db, use: LinkUse, network: string): Promise<void> {
  const spent = await waitFor(db, use, network);
  if (spent) throw rateLimited(ALERT_LINKS_EXHAUSTED, spent, `${use}_network`);
  await withBudget(db, [`${use}-network:${network}`], async (tx) => {
    const wait = await waitFor(tx, use, network);
    if (wait) throw rateLimited(ALERT_LINKS_EXHAUSTED, wait, `${use}_network`);
    await recordRequests(tx, [{ action: use, subject: network }]);
  });
}

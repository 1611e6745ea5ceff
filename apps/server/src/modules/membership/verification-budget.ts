import { withBudget } from '../../db/budget-lock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cardCheckWindowWait, recordCardCheck } from './card-checks.repository.ts';

/**
 * Card checks are public, so each network gets a budget (decision 021's pattern): plenty for a busy
 * door on one Wi-Fi, far too few to guess codes (a guess must also hit a ten-character card id).
 */
const CARD_CHECKS_PER_NETWORK = { limit: 300, windowSeconds: 600 } as const;

const tooMany = (wait: number) =>
  new AppError('RATE_LIMITED', 'Too many card checks from this network. Please wait a few minutes.', {
    budget: 'card_checks_network',
    headers: { 'Retry-After': String(wait) },
    details: { retry_after: wait },
  });

/**
 * Spends one of the network's card checks, or refuses with 429. The count and the new row are one
 * step under the network's budget lock (decision 050), so checks sent at once cannot all pass. A
 * network already past its budget is refused before the lock, so a flood does not queue on it.
 */
export async function admitCardCheck(db: Db, network: string): Promise<void> {
  const spent = await cardCheckWindowWait(db, network, CARD_CHECKS_PER_NETWORK);
  if (spent) throw tooMany(spent);
  await withBudget(db, [`card-check-network:${network}`], async (tx) => {
    const wait = await cardCheckWindowWait(tx, network, CARD_CHECKS_PER_NETWORK);
    if (wait) throw tooMany(wait);
    await recordCardCheck(tx, network);
  });
}

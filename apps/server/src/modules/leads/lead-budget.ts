import { LEAD_MESSAGES, LEAD_RATE_LIMITS } from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChallengeGate } from '../challenge/index.ts';
import { leadWindowWait, recordLeadRequest } from './lead-requests.repository.ts';

/** The network's sign-up budget lock (decision 050). */
const budgetKey = (network: string) => `lead-network:${network}`;

async function assertUnderCap(db: Executor, network: string): Promise<void> {
  const wait = await leadWindowWait(db, network, LEAD_RATE_LIMITS.perNetworkPerHour);
  if (wait) {
    throw new AppError('RATE_LIMITED', LEAD_MESSAGES.tooMany, {
      budget: 'leads_network',
      headers: { 'Retry-After': String(wait) },
      details: { retry_after: wait },
    });
  }
}

const needsChallenge = async (db: Executor, network: string) =>
  (await leadWindowWait(db, network, LEAD_RATE_LIMITS.perNetworkBeforeChallenge)) > 0;

/**
 * Lets a sign-up through the network's hourly budget (decision 021): the first few freely, the
 * next ones with a solved challenge, none past the cap (429 with how long to wait). The check and
 * the spend run under the network's budget lock (decision 050), so sign-ups sent at once from one
 * network, to one instance or several, count one after another.
 */
export async function admitLead(
  db: Db,
  gate: ChallengeGate,
  network: string,
  altcha?: string,
): Promise<void> {
  // Refusals first, so nobody solves a challenge for a request that cannot succeed.
  await assertUnderCap(db, network);
  const solved = await needsChallenge(db, network);
  if (solved) await gate.requireSolved(altcha);
  await withBudget(db, [budgetKey(network)], async (tx) => {
    await assertUnderCap(tx, network);
    // Judged free before the lock, but the sign-ups ahead of it may have used the free ones.
    if (!solved && (await needsChallenge(tx, network))) await gate.requireSolved(altcha, tx);
    await recordLeadRequest(tx, network);
  });
}

import { LEAD_MESSAGES, LEAD_RATE_LIMITS } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChallengeGate } from '../challenge/index.ts';
import { leadWindowWait, recordLeadRequest } from './lead-requests.repository.ts';

/**
 * Lets a sign-up through the network's hourly budget (decision 021): the first few freely, the
 * next ones with a solved challenge, none past the cap (429 with how long to wait).
 */
export async function admitLead(
  db: Db,
  gate: ChallengeGate,
  network: string,
  altcha?: string,
): Promise<void> {
  const wait = await leadWindowWait(db, network, LEAD_RATE_LIMITS.perNetworkPerHour);
  if (wait) {
    throw new AppError('RATE_LIMITED', LEAD_MESSAGES.tooMany, {
      headers: { 'Retry-After': String(wait) },
      details: { retry_after: wait },
    });
  }
  if (await leadWindowWait(db, network, LEAD_RATE_LIMITS.perNetworkBeforeChallenge)) {
    await gate.requireSolved(altcha);
  }
  await recordLeadRequest(db, network);
}

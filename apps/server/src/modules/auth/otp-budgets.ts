import { AUTH_LIMITS, SIGN_IN_ABUSE_MESSAGES } from '@perks/contract';
import type { Executor } from '../../db/client.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import * as otp from './otp.repository.ts';

/** Who is asking: the address as seen, and the network the budgets count (an IPv6 /64). */
export interface Client {
  ip: string;
  network: string;
}

const HOUR = 3600;

/**
 * The budget locks a request takes (decision 050): the phone (its codes and the failures on it)
 * and the network (its codes and failures, any phones). The service-wide SMS cap takes no lock:
 * it is a slot of its own (sms-hourly-cap.ts).
 */
const phoneKey = (phone: string) => `otp-phone:${phone}`;
const networkKey = (client: Client) => `otp-network:${client.network}`;

export const sendBudgetKeys = (phone: string, client: Client) => [phoneKey(phone), networkKey(client)];
export const verifyBudgetKeys = (phone: string, client: Client) => [phoneKey(phone), networkKey(client)];
const DAY = 86_400;

/** Seconds until every rule has room again (0: all have room now). */
async function longestWait(db: Executor, rules: otp.WindowLimit[]): Promise<number> {
  let wait = 0;
  for (const rule of rules) wait = Math.max(wait, await otp.windowWaitSeconds(db, rule));
  return wait;
}

const failures = (by: otp.EventScope, limit: number, windowSeconds: number): otp.WindowLimit => ({
  by,
  kind: 'failed',
  limit,
  windowSeconds,
});
const sends = (by: otp.EventScope, limit: number, windowSeconds: number): otp.WindowLimit => ({
  by,
  kind: 'sent',
  limit,
  windowSeconds,
});

/**
 * Failures count per (phone, network) pair across every code sent, so asking for a new code never
 * buys more guesses, and a stranger who spends the budget locks out only their own network.
 */
const pairFailureWait = (db: Executor, phone: string, client: Client) =>
  longestWait(db, [
    failures({ phone, network: client.network }, AUTH_LIMITS.failuresPerPairPerHour, HOUR),
    failures({ phone, network: client.network }, AUTH_LIMITS.failuresPerPairPerDay, DAY),
  ]);

/** Many failures on one phone from anywhere: someone is working on it, so every step costs work. */
async function phoneUnderAttack(db: Executor, phone: string): Promise<boolean> {
  const wait = await longestWait(db, [
    failures({ phone }, AUTH_LIMITS.failuresPerPhoneBeforeChallengePerHour, HOUR),
    failures({ phone }, AUTH_LIMITS.failuresPerPhoneBeforeChallengePerDay, DAY),
  ]);
  return wait > 0;
}

/** Throws the first send limit the request breaks (429 with how long to wait). */
export async function assertMaySend(db: Executor, phone: string, client: Client): Promise<void> {
  const lockout = await pairFailureWait(db, phone, client);
  if (lockout) throw rateLimited(AUTH_MESSAGES.tooManyFailures, lockout, 'otp_lockout');

  // One phone gets at most one code a minute whoever asks: the message goes to the phone's owner,
  // so a stranger's request delays the owner's by at most this, and hands them a usable code.
  const resend = await otp.windowWaitSeconds(db, sends({ phone }, 1, AUTH_LIMITS.resendWaitSeconds));
  if (resend) throw rateLimited(AUTH_MESSAGES.resendTooSoon(resend), resend, 'otp_resend');

  const daily = await otp.windowWaitSeconds(
    db,
    sends({ phone, network: client.network }, AUTH_LIMITS.codesPerPairPerDay, DAY),
  );
  if (daily) throw rateLimited(AUTH_MESSAGES.tooManyCodes, daily, 'otp_codes_daily');

  const network = await otp.windowWaitSeconds(
    db,
    sends({ network: client.network }, AUTH_LIMITS.codesPerNetworkPerHour, HOUR),
  );
  if (network) throw rateLimited(AUTH_MESSAGES.tooManyFromNetwork, network, 'otp_codes_network');
}

/** Sending needs a solved challenge when the phone or the network is past its free allowance. */
export async function sendNeedsChallenge(db: Executor, phone: string, client: Client): Promise<boolean> {
  if (await phoneUnderAttack(db, phone)) return true;
  const wait = await longestWait(db, [
    sends({ phone }, AUTH_LIMITS.codesPerPhoneBeforeChallenge, DAY),
    sends({ network: client.network }, AUTH_LIMITS.codesPerNetworkBeforeChallenge, HOUR),
  ]);
  return wait > 0;
}

/**
 * Throws when the network has spent its guesses: across all phones first (guessing one code of
 * many), then on this phone.
 */
export async function assertMayVerify(db: Executor, phone: string, client: Client): Promise<void> {
  const network = await longestWait(db, [
    failures({ network: client.network }, AUTH_LIMITS.failuresPerNetworkPerHour, HOUR),
    failures({ network: client.network }, AUTH_LIMITS.failuresPerNetworkPerDay, DAY),
  ]);
  if (network)
    throw rateLimited(SIGN_IN_ABUSE_MESSAGES.tooManyFailuresFromNetwork, network, 'otp_failures_network');
  const pair = await pairFailureWait(db, phone, client);
  if (pair) throw rateLimited(AUTH_MESSAGES.tooManyFailures, pair, 'otp_failures_phone');
}

/** Checking a code needs a solved challenge while the phone is under attack. */
export const verifyNeedsChallenge = (db: Executor, phone: string) => phoneUnderAttack(db, phone);

import { SIGN_IN_ABUSE_MESSAGES } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as otp from './otp.repository.ts';

/** Share of the hourly cap at which the log warns, so someone looks before sign-in stops. */
const WARN_SHARE = 0.8;

const sentInLastHour = (limit: number): otp.WindowLimit => ({
  by: {},
  kind: 'sent',
  limit,
  windowSeconds: 3600,
});

/**
 * A ceiling on what SMS can cost in an hour, whoever asks from wherever (SMS_MAX_PER_HOUR,
 * decision 021). Reaching it stops codes for everyone for a while: the price of a bounded bill,
 * so the log warns well before.
 */
export async function assertSmsBudget(
  db: Executor,
  maxPerHour: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const full = await otp.windowWaitSeconds(db, sentInLastHour(maxPerHour));
  if (full) {
    throw new AppError('SERVICE_UNAVAILABLE', SIGN_IN_ABUSE_MESSAGES.smsCapReached, {
      headers: { 'Retry-After': String(full) },
      details: { retry_after: full },
    });
  }
  const near = await otp.windowWaitSeconds(db, sentInLastHour(Math.ceil(maxPerHour * WARN_SHARE)));
  if (near) {
    log.warn(
      { smsMaxPerHour: maxPerHour },
      `SMS sent in the last hour reached ${WARN_SHARE * 100}% of SMS_MAX_PER_HOUR`,
    );
  }
}

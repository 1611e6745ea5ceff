import { SIGN_IN_ABUSE_MESSAGES } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as slots from './sms-slots.repository.ts';

export type { TakenSlot } from './sms-slots.repository.ts';

/** Share of the hourly cap at which the log warns, so someone looks before sign-in stops. */
const WARN_SHARE = 0.8;
/**
 * Share of SMS_MAX_PER_HOUR outbox texts may use: they take only the lower slots, and sign-in
 * codes take the upper ones first, so codes always keep the rest.
 */
const OUTBOX_SHARE = 0.5;

/**
 * The one ceiling on what SMS can cost in an hour, whoever asks from wherever: SMS_MAX_PER_HOUR
 * texts in any hour, sign-in codes and outbox texts together (decision 021 and its addendum).
 * Each text takes one of the cap's slots (sms_slots), unused for an hour, in the caller's
 * transaction: a rollback gives it back, and senders at the same moment take different slots,
 * on any instance, without waiting on one another.
 */
async function take(db: Executor, below: number): Promise<slots.TakenSlot | undefined> {
  const taken = await slots.takeSlot(db, below);
  if (taken) return taken;
  // No slot free: perhaps none exist yet (a new database, a cap raised). Then ask once more.
  return (await slots.ensureSlots(db, below)) ? slots.takeSlot(db, below) : undefined;
}

async function capReached(db: Executor, maxPerHour: number): Promise<AppError> {
  const wait = await slots.secondsUntilSlotFree(db, maxPerHour);
  return new AppError('SERVICE_UNAVAILABLE', SIGN_IN_ABUSE_MESSAGES.smsCapReached, {
    budget: 'sms_hourly_cap',
    headers: { 'Retry-After': String(wait) },
    details: { retry_after: wait },
  });
}

/**
 * Refuses (503 with Retry-After) while every slot was used in the last hour: the check before the
 * send's transaction, so a flood past the cap is answered without taking any lock or writing.
 * Reaching the cap stops codes for everyone for a while: the price of a bounded bill, so the log
 * warns well before (counted here, before the lock: a warning needs no more precision).
 */
export async function assertSmsRoom(db: Executor, maxPerHour: number, log: FastifyBaseLogger): Promise<void> {
  const used = await slots.slotsUsedInLastHour(db, maxPerHour);
  if (used >= maxPerHour) throw await capReached(db, maxPerHour);
  if (used >= Math.ceil(maxPerHour * WARN_SHARE)) {
    log.warn(
      { smsMaxPerHour: maxPerHour },
      `SMS sent in the last hour reached ${WARN_SHARE * 100}% of SMS_MAX_PER_HOUR`,
    );
  }
}

/**
 * Spends one of the cap's slots on a sign-in code, in the send's transaction, or refuses (503
 * with Retry-After) when the hour's texts have used them all.
 */
export async function takeCodeSlot(db: Executor, maxPerHour: number): Promise<slots.TakenSlot> {
  const taken = await take(db, maxPerHour);
  if (!taken) throw await capReached(db, maxPerHour);
  return taken;
}

/** A slot for an outbox text, from the outbox's share only; undefined when that share is spent. */
export const takeOutboxSlot = (db: Executor, maxPerHour: number) =>
  take(db, Math.floor(maxPerHour * OUTBOX_SHARE));

/** Texts sent in the last hour against the whole cap, codes and outbox texts together (metrics). */
export const smsSentInLastHour = (db: Executor, maxPerHour: number) =>
  slots.slotsUsedInLastHour(db, maxPerHour);

/** Gives a slot back: its text never reached the gateway. */
export const releaseSlot = slots.releaseSlot;

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CARD_CODE,
  CARD_VERDICT_MESSAGES,
  type CardVerdict,
  cardCodeMessage,
  cardStep,
  parseCardToken,
  type TCardVerification,
  type TMemberCard,
  truncateToCode,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { memberState } from '../../db/member-state.ts';
import { notFound } from '../../lib/app-error.ts';
import { cardById, cardFor, firstUseOfCode } from './card.repository.ts';
import { openMemberState } from './membership.repository.ts';

/** The secret an unknown card id is checked against (no card has it). */
const NO_CARD_SECRET = randomBytes(32).toString('hex');

/** The code a card shows during a step (docs/decisions/036-member-card-codes.md). */
export function codeAt(secretHex: string, step: number): string {
  const mac = createHmac('sha256', Buffer.from(secretHex, 'hex')).update(cardCodeMessage(step)).digest();
  return truncateToCode(new Uint8Array(mac));
}

/**
 * When a card is shown or checked: the moment, and the cutoff that pauses the cards of a business
 * unpaid since at or before it (decision 067; null: none are paused).
 */
export interface CardClock {
  now: Date;
  pausedCutoff: Date | null;
}

/** The signed-in person's card; the secret only while they are a verified member somewhere. */
export async function memberCard(
  db: Db,
  userId: string,
  { now, pausedCutoff }: CardClock,
): Promise<TMemberCard> {
  const state = await openMemberState(db, userId, pausedCutoff);
  if (!state) throw notFound('Account not found');
  const verified = state.memberships.length > 0;
  const card = verified ? await cardFor(db, userId) : null;
  return {
    status: verified ? 'verified' : 'pending',
    phone: state.phone,
    memberships: state.memberships,
    holder: { first_name: state.first_name, last_name: state.last_name, photo_url: state.photo_url },
    card: card ? { card_id: card.card_id, secret: card.secret } : null,
    confirmed_at: now.toISOString(),
    paused_by: state.paused_by,
  };
}

export interface CardCheck extends TCardVerification {
  /** The member the code belongs to, when the code was valid. */
  memberId: string | null;
}

/**
 * Checks a card code: it must be one of the card's codes for a step near now, the person must still
 * be on an active employer's staff list, and the same code may not come back more than a minute
 * after it was first checked.
 */
export async function checkCardToken(
  db: Db,
  token: string,
  { now, pausedCutoff }: CardClock,
): Promise<CardCheck> {
  // The photo goes wherever the name goes (decision 060): to whoever holds a code that was real.
  const answer = (
    verdict: CardVerdict,
    member?: { first_name: string | null; photo_url: string | null; employers: string[] },
  ) => ({
    valid: verdict === 'valid',
    verdict,
    message: CARD_VERDICT_MESSAGES[verdict],
    first_name: member?.first_name ?? null,
    photo_url: member?.photo_url ?? null,
    employers: member?.employers ?? [],
    checked_at: now.toISOString(),
    memberId: null as string | null,
  });

  const parsed = parseCardToken(token);
  if (!parsed) return answer('unknown');
  // A card id nobody holds is checked against a stand-in secret and answers as a wrong code on a
  // real card does, in the same work: the answer never tells which card ids exist.
  const card = await cardById(db, parsed.cardId);
  const step = matchingStep(card?.secret ?? NO_CARD_SECRET, parsed.code, cardStep(now.getTime()));
  // Say whose card it is only to someone holding a code that was real at some point near now.
  if (!card || step === null) return answer('expired');

  const state = await memberState(db, card.user_id, pausedCutoff);
  const member = {
    first_name: state?.first_name ?? null,
    photo_url: state?.photo_url ?? null,
    employers: state?.memberships.map((m) => m.business_name) ?? [],
  };
  if (state && state.memberships.length === 0 && state.paused_by.length > 0) return answer('paused', member);
  if (!state || state.memberships.length === 0) return answer('membership_ended', member);

  const firstSeen = await firstUseOfCode(db, card.user_id, step, now);
  if (now.getTime() - firstSeen.getTime() > CARD_CODE.replayAfterSeconds * 1000)
    return answer('replayed', member);
  return { ...answer('valid', member), memberId: card.user_id };
}

function matchingStep(secret: string, code: string, current: number): number | null {
  for (let step = current + CARD_CODE.futureSteps; step >= current - CARD_CODE.pastSteps; step -= 1) {
    if (timingSafeEqual(Buffer.from(codeAt(secret, step)), Buffer.from(code))) return step;
  }
  return null;
}

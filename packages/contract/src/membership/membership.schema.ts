import { z } from 'zod';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText } from '../shared/text.ts';
import { CARD_ID_PATTERN } from './card-code.ts';

/**
 * Verified membership (docs/product.md, "Verified membership"): a person whose signed-in phone is
 * on an active business's staff list is a member there, worked out on every request.
 */

export const MEMBERSHIP_MESSAGES = {
  activeMember: 'Active Member',
  pendingTitle: 'Pending verification',
  pendingHelp:
    'Your membership starts once your employer adds this phone number to their staff list. Ask your manager to add it.',
  /** An owner or manager whose business waits for review (decision 063): nobody else to ask. */
  pendingOwnerHelp:
    'You are a member of your own business: your membership starts the moment an administrator approves it.',
  endedTitle: 'Membership ended',
  endedHelp:
    'This phone number is no longer on an employer staff list, so the card has stopped working. Ask your employer to add it again.',
  /** An employer's subscription unpaid past its grace periods (decision 067). */
  pausedTitle: 'Membership paused: ask your employer',
  pausedHelp: (employers: string, t: Translate = inEnglish) =>
    t(
      '{employers} has not paid for the membership program, so your card is paused. Nothing is lost: it works again the moment they pay.',
      { employers },
    ),
  verified: 'Verified',
  valid: 'Valid',
  notValid: 'Not valid',
} as const;

/** One employer that vouches for the member. */
export const ZMembership = z.object({
  business_id: ZUuid,
  business_name: z.string(),
  role_title: z.string().nullable(),
  since: ZIsoDateTime,
});
export type TMembership = z.infer<typeof ZMembership>;

export const ZMembershipState = z.object({
  status: z.enum(['verified', 'pending']),
  phone: z.string(),
  memberships: z.array(ZMembership),
});
export type TMembershipState = z.infer<typeof ZMembershipState>;

/**
 * What the card needs to work offline: the holder, employers, and the secret the phone derives
 * its rotating codes from. `card` is null while the membership is pending.
 */
export const ZMemberCard = ZMembershipState.extend({
  /** `photo_url`: the member's uploaded photo (decision 060), kept with the card for offline use. */
  holder: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    photo_url: z.string().nullable(),
  }),
  card: z
    .object({
      card_id: z.string().regex(CARD_ID_PATTERN),
      secret: z.string().regex(/^[0-9a-f]{64}$/),
    })
    .nullable(),
  confirmed_at: ZIsoDateTime,
  /**
   * Employers whose staff list has the person but whose unpaid subscription has paused their
   * members' cards (decision 067); their names are not in `memberships` meanwhile.
   */
  paused_by: z.array(z.string()),
});
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const CARD_VERDICTS = [
  'valid',
  'expired',
  'replayed',
  'membership_ended',
  'paused',
  'unknown',
] as const;
export type CardVerdict = (typeof CARD_VERDICTS)[number];

/** Why a code is not valid, as the partner's staff read it. */
export const CARD_VERDICT_MESSAGES: Record<CardVerdict, string> = {
  valid: 'This member is verified.',
  expired: 'This code has expired or does not belong to this card. Ask the member to show the live card.',
  replayed: 'This code was already used. Ask the member to show the live card.',
  membership_ended: "This person's membership has ended.",
  // The employer's subscription is unpaid past its grace periods (decision 067).
  paused: MEMBERSHIP_MESSAGES.pausedTitle,
  unknown: 'This is not a member card code.',
};

export const ZCardTokenBody = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: 'Card code is required' })
    .max(40, { error: 'Card code is too long' }),
});

export const ZCardVerification = z.object({
  valid: z.boolean(),
  verdict: z.enum(CARD_VERDICTS),
  message: z.string(),
  first_name: z.string().nullable(),
  /** The member's photo, shown beside the name wherever the name is (decision 060). */
  photo_url: z.string().nullable(),
  employers: z.array(z.string()),
  checked_at: ZIsoDateTime,
});
export type TCardVerification = z.infer<typeof ZCardVerification>;

/** The spec's declared check-in schema: a method, and notes up to 500 characters. */
export const CHECK_IN_METHODS = ['qr_code', 'manual'] as const;

export const CHECK_IN_MESSAGES = {
  notesTooLong: 'Notes must be 500 characters or fewer',
  dailyLimit: (max: number, t: Translate = inEnglish) =>
    max === 1
      ? t('This member has reached the limit of {max} visit per day here. Try again tomorrow.', { max })
      : t('This member has reached the limit of {max} visits per day here. Try again tomorrow.', { max }),
  tooSoon: (minutes: number, t: Translate = inEnglish) =>
    minutes === 1
      ? t('This member checked in less than {minutes} minute ago. Try again in a little while.', { minutes })
      : t('This member checked in less than {minutes} minutes ago. Try again in a little while.', {
          minutes,
        }),
  notValid: 'This card code is not valid, so no visit was recorded.',
  recorded: 'Visit recorded',
} as const;

export const ZCheckInRequest = ZCardTokenBody.extend({
  method: z.enum(CHECK_IN_METHODS, { error: 'Method must be qr_code or manual' }),
  notes: optionalText(500, CHECK_IN_MESSAGES.notesTooLong),
  /** The promotion the member used on this visit, if any (decision 043). */
  promotion_id: ZUuid.nullish().transform((value) => value ?? undefined),
});
export type TCheckInRequest = z.input<typeof ZCheckInRequest>;
export type TCheckInValues = z.output<typeof ZCheckInRequest>;

export const ZCheckIn = z.object({
  id: ZUuid,
  business_id: ZUuid,
  method: z.enum(CHECK_IN_METHODS),
  notes: z.string().nullable(),
  created_at: ZIsoDateTime,
  member_first_name: z.string().nullable(),
  /** The promotion redeemed on this visit, if one was chosen. */
  promotion_title: z.string().nullable(),
  /** The business's visit total after this one. */
  visits_count: z.number().int(),
  /** This member's visits to this business today (Portland's day), this one included. */
  member_visits_today: z.number().int(),
});
export type TCheckIn = z.infer<typeof ZCheckIn>;

import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { ZPaginationQuery } from '../shared/pagination.schema.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';

/**
 * A business's staff list (docs/product.md, "Staff rosters"): who works there, by the phone they
 * sign in with. Phones arrive as typed and are stored in E.164, parsed with the sign-in's rules.
 */

/** The most rows one import may carry: a large venue group's whole staff in one go. */
export const ROSTER_IMPORT_MAX_ROWS = 2000;

/**
 * The most people on the staff list of a business waiting for an administrator's review
 * (docs/decisions/052-staff-lists-without-account-lookup.md): enough to start with, too few to
 * use an unreviewed business for trying phone numbers in bulk.
 */
export const ROSTER_WAITING_MAX_ENTRIES = 10;

/** Imports one business may make in a day (a sliding 24 hours): far more than a real venue needs. */
export const ROSTER_IMPORTS_PER_DAY = 20;

export const ROSTER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 100 characters or fewer',
  phoneRequired: 'Phone number is required',
  roleTitleTooLong: 'Role title must be 100 characters or fewer',
  duplicateInList: 'This phone number appears more than once in the list',
  alreadyOnRoster: 'This phone number is already on the staff list',
  tooManyRows: `A list may have at most ${ROSTER_IMPORT_MAX_ROWS} rows`,
  emptyList: 'The list has no rows',
  notImportable: 'Some rows are invalid or duplicates; nothing was saved',
  entryNotFound: 'That person is not on this staff list',
  waitingForReview: `This business is waiting for an administrator to approve it. Until then its staff list can hold at most ${ROSTER_WAITING_MAX_ENTRIES} people.`,
  pastWaitingLimit: `Not added: past the ${ROSTER_WAITING_MAX_ENTRIES} people this business may list until it is approved`,
  tooManyImports: `A staff list can be imported at most ${ROSTER_IMPORTS_PER_DAY} times a day. Please try again later, or add people one at a time.`,
  /** A listed phone must be one sign-in can text a code to, or the person could never sign in. */
  phoneCountryNotServed: (places: string, t: Translate = inEnglish) =>
    t('This number cannot sign in: sign-in codes are texted only to phone numbers in {places}', { places }),
  phoneTypeRefused:
    'This number cannot sign in: sign-in codes are not texted to premium-rate, toll-free, shared-cost or satellite numbers',
  phoneNonGeographic:
    'This number cannot sign in: sign-in codes are not texted to non-geographic numbers such as +1 500 and +1 600 numbers',
} as const;

/** One person as typed or read from a CSV row. */
export const ZRosterEntryInput = z.object({
  name: requiredText(100, ROSTER_MESSAGES.nameRequired, ROSTER_MESSAGES.nameTooLong),
  phone: requiredText(40, ROSTER_MESSAGES.phoneRequired, 'Invalid phone number format'),
  role_title: optionalText(100, ROSTER_MESSAGES.roleTitleTooLong),
});
export type TRosterEntryInput = z.input<typeof ZRosterEntryInput>;
export type TRosterEntryValues = z.output<typeof ZRosterEntryInput>;

/**
 * Rows of a pasted or uploaded list. Each row is checked on its own (a bad row is reported, not a
 * 400 for the whole list), so only the shape is strict here.
 */
export const ZRosterRows = z.object({
  rows: z
    .array(
      z.object({
        name: z.string().max(200),
        phone: z.string().max(60),
        role_title: z.string().max(200).nullish(),
      }),
    )
    .min(1, { error: ROSTER_MESSAGES.emptyList })
    .max(ROSTER_IMPORT_MAX_ROWS, { error: ROSTER_MESSAGES.tooManyRows }),
});
export type TRosterRows = z.infer<typeof ZRosterRows>;

/** `over_limit`: a valid new row that does not fit under the cap of a business waiting for review. */
export const ROSTER_ROW_STATUSES = ['valid', 'duplicate', 'invalid', 'over_limit'] as const;

/** How one row of a list would import. `phone` is the E.164 form when it could be read. */
export const ZRosterPreviewRow = z.object({
  line: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role_title: z.string().nullable(),
  status: z.enum(ROSTER_ROW_STATUSES),
  message: z.string().nullable(),
});
export type TRosterPreviewRow = z.infer<typeof ZRosterPreviewRow>;

/**
 * The cap on the list of a business waiting for review, as it stands for the caller: `max` people
 * in all, `room` more of them now. Null when no such cap applies (a live business, or an admin).
 */
export const ZRosterWaitingCap = z.object({ max: z.number().int(), room: z.number().int() });
export type TRosterWaitingCap = z.infer<typeof ZRosterWaitingCap>;

/** `valid` counts only the rows an import would add; rows past the cap are `over_limit`. */
export const ZRosterPreview = z.object({
  rows: z.array(ZRosterPreviewRow),
  valid: z.number().int(),
  duplicate: z.number().int(),
  invalid: z.number().int(),
  over_limit: z.number().int(),
  waiting_cap: ZRosterWaitingCap.nullable(),
});
export type TRosterPreview = z.infer<typeof ZRosterPreview>;

export const ZRosterImportResult = z.object({ added: z.number().int() });

export const ZRosterEntry = z.object({
  id: ZUuid,
  business_id: ZUuid,
  name: z.string(),
  phone: z.string(),
  role_title: z.string().nullable(),
  /**
   * When the listed person first opened their membership or member card after being listed here
   * (null: not yet). Says nothing about whether the phone had an account before.
   */
  claimed_at: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
});
export type TRosterEntry = z.infer<typeof ZRosterEntry>;

export const ZRosterListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'Search must be 100 characters or fewer' }).optional(),
});
export type TRosterListQuery = z.output<typeof ZRosterListQuery>;

export const ZRosterList = paginated(ZRosterEntry);
export type TRosterList = z.infer<typeof ZRosterList>;

export const ZRosterEntryParams = z.object({ id: ZUuid, entryId: ZUuid });

import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZBusinessType } from '../businesses/enums.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { ZPaginationQuery } from '../shared/pagination.schema.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/**
 * Partner promotions (docs/product.md, "Perks, promotions and reviews"): the spec's declared promotion schema
 * (document 1, section 5) with its rules, written by a business's owners and managers or an admin.
 */

/** The spec's declared discount types. */
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'bogo', 'custom'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Live runs; paused hides it until resumed; ended is final (decision 043). */
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_MESSAGES = {
  titleRequired: 'Promotion title is required',
  titleTooLong: 'Promotion title too long',
  descriptionTooShort: 'Description must be at least 10 characters',
  descriptionTooLong: 'Description must be 500 characters or fewer',
  discountType: `Discount type must be one of ${DISCOUNT_TYPES.join(', ')}`,
  // The declared rule is "at least 0", in the message family of 'Salary must be positive'.
  discountPositive: 'Discount must be positive',
  percentageTooHigh: 'A percentage discount cannot be more than 100',
  termsTooLong: 'Terms must be 1000 characters or fewer',
  maxUses: 'Max uses must be a whole number of at least 1',
  endBeforeStart: 'End date must be after the start date',
  status: `Status must be one of ${PROMOTION_STATUSES.join(', ')}`,
  endedIsFinal: 'An ended promotion cannot be changed',
  notFound: 'Promotion not found',
  notLive: 'This promotion is not running, so it cannot be redeemed',
  usedUp: (max: number, t: Translate = inEnglish) =>
    max === 1
      ? t('This member has already used this promotion {max} time, its limit.', { max })
      : t('This member has already used this promotion {max} times, its limit.', { max }),
  wrongBusiness: 'This promotion belongs to another business',
  tooMany: 'Too many promotions created today for this business. Try again tomorrow.',
  joinPrompt: 'Join Industry Perks to see the details of this perk.',
} as const;

const ZDiscountValue = z.coerce
  .number({ error: PROMOTION_MESSAGES.discountPositive })
  .min(0, { error: PROMOTION_MESSAGES.discountPositive })
  .max(100_000, { error: 'Discount is too large' });

/** What an owner writes. Dates are optional: no start runs now, no end runs until ended. */
export const ZPromotionInput = z
  .strictObject(
    {
      title: requiredText(100, PROMOTION_MESSAGES.titleRequired, PROMOTION_MESSAGES.titleTooLong),
      description: z
        .string({ error: PROMOTION_MESSAGES.descriptionTooShort })
        .trim()
        .min(10, { error: PROMOTION_MESSAGES.descriptionTooShort })
        .max(500, { error: PROMOTION_MESSAGES.descriptionTooLong }),
      discount_type: z.enum(DISCOUNT_TYPES, { error: PROMOTION_MESSAGES.discountType }),
      discount_value: ZDiscountValue,
      terms: optionalText(1000, PROMOTION_MESSAGES.termsTooLong),
      max_uses: z
        .number({ error: PROMOTION_MESSAGES.maxUses })
        .int({ error: PROMOTION_MESSAGES.maxUses })
        .min(1, { error: PROMOTION_MESSAGES.maxUses })
        .max(10_000, { error: PROMOTION_MESSAGES.maxUses })
        .nullish()
        .transform((value) => value ?? undefined),
      starts_at: ZIsoDateTime.nullish().transform((value) => value ?? undefined),
      ends_at: ZIsoDateTime.nullish().transform((value) => value ?? undefined),
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((value, ctx) => {
    if (value.discount_type === 'percentage' && value.discount_value > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discount_value'],
        message: PROMOTION_MESSAGES.percentageTooHigh,
      });
    }
    if (value.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at)) {
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: PROMOTION_MESSAGES.endBeforeStart });
    }
  });
export type TPromotionInput = z.input<typeof ZPromotionInput>;
export type TPromotionValues = z.output<typeof ZPromotionInput>;

export const ZPromotionStatusInput = z.strictObject(
  { status: z.enum(PROMOTION_STATUSES, { error: PROMOTION_MESSAGES.status }) },
  UNKNOWN_FIELDS,
);

/** A promotion as its business's managers see it. */
export const ZPromotion = z.object({
  id: ZUuid,
  business_id: ZUuid,
  title: z.string(),
  description: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  terms: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  starts_at: ZIsoDateTime.nullable(),
  ends_at: ZIsoDateTime.nullable(),
  status: z.enum(PROMOTION_STATUSES),
  redemptions: z.number().int(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TPromotion = z.infer<typeof ZPromotion>;

/**
 * A live promotion as members and visitors see it. For a visitor (not a verified member) only the
 * title and business are filled; `details` is null, so the terms never leave the server.
 */
export const ZPerk = z.object({
  id: ZUuid,
  title: z.string(),
  business: z.object({
    id: ZUuid,
    name: z.string(),
    business_type: ZBusinessType,
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  details: z
    .object({
      description: z.string(),
      discount_type: z.enum(DISCOUNT_TYPES),
      discount_value: z.number(),
      terms: z.string().nullable(),
      max_uses: z.number().int().nullable(),
      /** How often the caller has redeemed it: shown against max_uses ('used 1 of 2'). */
      used: ZCount,
      ends_at: ZIsoDateTime.nullable(),
    })
    .nullable(),
});
export type TPerk = z.infer<typeof ZPerk>;

/**
 * A live promotion the member at the counter may still use, for the check-in's picker: ones they
 * have used up are left out (the redemption would be refused anyway).
 */
export const ZCheckInPromotion = z.object({
  id: ZUuid,
  title: z.string(),
  max_uses: z.number().int().nullable(),
  /** The member's redemptions of it so far. */
  used: ZCount,
});
export type TCheckInPromotion = z.infer<typeof ZCheckInPromotion>;

export const ZPerkList = paginated(ZPerk).extend({
  /** Whether the caller sees details (a verified member or an admin). */
  member: z.boolean(),
});
export type TPerkList = z.infer<typeof ZPerkList>;

export const ZPerkListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'Search must be 100 characters or fewer' }).optional(),
  category: ZBusinessType.optional(),
});
export type TPerkListQuery = z.output<typeof ZPerkListQuery>;

export const ZPromotionParams = z.object({ id: ZUuid, promotionId: ZUuid });

/** One use of a promotion, recorded with a check-in. */
export const ZRedemption = z.object({
  id: ZUuid,
  promotion_id: ZUuid,
  promotion_title: z.string(),
  business_id: ZUuid,
  business_name: z.string(),
  created_at: ZIsoDateTime,
});
export type TRedemption = z.infer<typeof ZRedemption>;

import { z } from 'zod';
import { writtenUsPhoneToE164 } from '../shared/patterns.ts';
import { ZEmail, ZPhone } from '../shared/primitives.ts';
import { optionalText, requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { bothOrNeither, COORDINATE_FIELDS } from './coordinates.ts';
import { BUSINESS_TYPES } from './enums.ts';

/** The business rules' messages and limits (docs/product.md, "Business directory"). */
export const BUSINESS_MESSAGES = {
  nameRequired: 'Business name is required',
  nameTooLong: 'Business name too long',
  descriptionTooLong: 'Description too long (max 500 characters)',
  addressTooLong: 'Address too long (max 200 characters)',
  categoryInvalid: 'Invalid business category',
  /** A person may have only a few businesses waiting for an admin at once (decision 030). */
  tooManyPending: 'You already have businesses waiting for review. An administrator will look at them soon.',
} as const;

export const BUSINESS_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 500,
  addressMaxLength: 200,
  /** Businesses one person may have waiting for activation at the same time (decision 030). */
  pendingPerOwner: 3,
} as const;

/** The category the create form starts with. */
export const DEFAULT_BUSINESS_CATEGORY = 'restaurant';

/**
 * Body of POST /businesses ('Create New Business'). Only name, description and address are on the
 * form; category, phone and e-mail may be sent too. A business created by someone who is not an
 * admin starts inactive until an admin activates it (docs/decisions/030-...).
 */
export const ZCreateBusinessRequest = z
  .strictObject(
    {
      name: requiredText(
        BUSINESS_LIMITS.nameMaxLength,
        BUSINESS_MESSAGES.nameRequired,
        BUSINESS_MESSAGES.nameTooLong,
      ),
      description: optionalText(BUSINESS_LIMITS.descriptionMaxLength, BUSINESS_MESSAGES.descriptionTooLong),
      address: optionalText(BUSINESS_LIMITS.addressMaxLength, BUSINESS_MESSAGES.addressTooLong),
      category: z
        .enum(BUSINESS_TYPES, { error: BUSINESS_MESSAGES.categoryInvalid })
        .default(DEFAULT_BUSINESS_CATEGORY),
      phone: z
        .string()
        .trim()
        .nullish()
        // An owner types the number as they say it; it is stored as E.164 (decision 063).
        .transform((value) => (value ? writtenUsPhoneToE164(value) : undefined))
        .pipe(ZPhone.optional()),
      email: z
        .string()
        .trim()
        .nullish()
        .transform((value) => value || undefined)
        .pipe(ZEmail.optional()),
      ...COORDINATE_FIELDS,
    },
    UNKNOWN_FIELDS,
  )
  .superRefine(bothOrNeither);
export type TCreateBusinessInput = z.input<typeof ZCreateBusinessRequest>;
export type TCreateBusinessRequest = z.output<typeof ZCreateBusinessRequest>;

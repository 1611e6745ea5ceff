import { z } from 'zod';
import { BUSINESS_LIMITS, BUSINESS_MESSAGES } from '../businesses/business-create.ts';
import { bothOrNeither, COORDINATE_FIELDS } from '../businesses/coordinates.ts';
import {
  BUSINESS_TYPES,
  ZBusinessCity,
  ZBusinessIndustry,
  ZBusinessStatus,
  ZBusinessType,
} from '../businesses/enums.ts';
import { EMAIL_PATTERN, FORMAT_MESSAGES, PHONE_PATTERN, writtenUsPhoneToE164 } from '../shared/patterns.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/**
 * The admin business form's rules and words (docs/product.md, "Admin panel"; decision 041). The
 * form and the server both read them from here.
 */
export const BUSINESS_FORM_MESSAGES = {
  requiredFields: 'Please fill in all required fields (marked with *) before saving.',
  primaryColor: 'Primary color must be a valid hex (e.g., #0A84FF)',
  url: 'Must be a valid http(s) address',
  visitsPerDay: 'Max visits per day must be a whole number from 0 to 100',
  minutesBetween: 'Time between visits must be a whole number of minutes from 0 to 10080',
  employeeCount: 'Employee count must be a whole number from 0 to 1000000',
  saveFailed: 'An error occurred. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this business? This action cannot be undone.',
  deleted: 'Business deleted successfully!',
  created: 'Business created successfully!',
  updated: 'Business updated successfully!',
  businessIdRequired: 'Business ID is required',
} as const;

export const DEFAULT_BUSINESS_COLOR = '#0A84FF';
export const DEFAULT_BUSINESS_STATUS = 'active';
export const BUSINESS_URL_MAX_LENGTH = 2048;

export const HEX_COLOR_PATTERN = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

// The spec sends empty URL and colour fields as absent; blank and null mean the same here.
const blankToAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToAbsent, schema.optional());

/** An optional trimmed text up to `max` characters; blank reads as absent. */
export const optionalFormText = (max: number, tooLong: string) =>
  optional(z.string().trim().max(max, { error: tooLong }));

/** An optional http(s) address; blank reads as absent. */
export const optionalUrl = () =>
  optional(
    z
      .string()
      .trim()
      .max(BUSINESS_URL_MAX_LENGTH, { error: BUSINESS_FORM_MESSAGES.url })
      .regex(/^https?:\/\/[^\s/]+\S*$/i, { error: BUSINESS_FORM_MESSAGES.url }),
  );

const wholeNumber = (max: number, message: string) =>
  optional(
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );

/**
 * The fields a business's public profile shares between the admin form and the owner's profile
 * form (decision 068): the same rules and words on both.
 */
export const BUSINESS_PROFILE_FIELDS = {
  description: optionalFormText(BUSINESS_LIMITS.descriptionMaxLength, BUSINESS_MESSAGES.descriptionTooLong),
  address: optionalFormText(BUSINESS_LIMITS.addressMaxLength, BUSINESS_MESSAGES.addressTooLong),
  // Typed as said ('(207) 555-0188'), stored as E.164 (decision 063).
  phone: optional(
    z
      .string()
      .trim()
      .transform(writtenUsPhoneToE164)
      .pipe(z.string().regex(PHONE_PATTERN, { error: FORMAT_MESSAGES.phone })),
  ),
  email: optional(z.string().trim().max(254).regex(EMAIL_PATTERN, { error: FORMAT_MESSAGES.email })),
  website_url: optionalUrl(),
  instagram_url: optionalUrl(),
  tiktok_url: optionalUrl(),
  facebook_url: optionalUrl(),
};

/**
 * POST /admin/businesses and PUT /admin/businesses/{id}. A PUT replaces every field the form holds;
 * the logo and hero image are not fields: only an upload sets them (decision 041).
 */
export const ZAdminBusinessInput = z
  .strictObject(
    {
      name: z
        .string({ error: BUSINESS_MESSAGES.nameRequired })
        .trim()
        .min(1, { error: BUSINESS_MESSAGES.nameRequired })
        .max(BUSINESS_LIMITS.nameMaxLength, { error: BUSINESS_MESSAGES.nameTooLong }),
      business_type: z.preprocess(blankToAbsent, ZBusinessType.default(BUSINESS_TYPES[0])),
      status: z.preprocess(blankToAbsent, ZBusinessStatus.default(DEFAULT_BUSINESS_STATUS)),
      ...BUSINESS_PROFILE_FIELDS,
      city: optional(ZBusinessCity),
      industry: optional(ZBusinessIndustry),
      primary_color: z.preprocess(
        blankToAbsent,
        z
          .string()
          .trim()
          .regex(HEX_COLOR_PATTERN, { error: BUSINESS_FORM_MESSAGES.primaryColor })
          .default(DEFAULT_BUSINESS_COLOR),
      ),
      employee_count: wholeNumber(1_000_000, BUSINESS_FORM_MESSAGES.employeeCount),
      max_visits_per_day: wholeNumber(100, BUSINESS_FORM_MESSAGES.visitsPerDay),
      time_between_visits_minutes: wholeNumber(10_080, BUSINESS_FORM_MESSAGES.minutesBetween),
      // A pin on the form; without one the geocoder finds the point from the address (decision 064).
      ...COORDINATE_FIELDS,
    },
    UNKNOWN_FIELDS,
  )
  .superRefine(bothOrNeither);
export type TAdminBusinessInput = z.input<typeof ZAdminBusinessInput>;
export type TAdminBusinessValues = z.output<typeof ZAdminBusinessInput>;

import { z } from 'zod';
import { ZChallengeAnswer } from '../challenge/challenge.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { EMAIL_PATTERN, FORMAT_MESSAGES } from '../shared/patterns.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { USER_ROLES } from './permissions.ts';

/**
 * Bodies of the /auth endpoints (docs/product.md, "Signing in"). The server normalises the phone
 * with a phone-number library, so the schema only bounds its size; the code's exact length depends
 * on the server's configuration and is checked there.
 */

export const ZUserRole = z.enum(USER_ROLES);

/** Language changes one account may make an hour (PUT /user/language). */
export const LANGUAGE_CHANGES_PER_HOUR = 30;

export const LANGUAGE_MESSAGES = {
  unknown: `language must be one of ${SUPPORTED_LOCALES.join(', ')}`,
  tooMany: 'Too many language changes this hour. Please try again later.',
} as const;
/** A language the app speaks, by its code. */
export const ZLocale = z.enum(SUPPORTED_LOCALES, { error: LANGUAGE_MESSAGES.unknown });
export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);

const ZPhoneInput = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required' })
  .max(32, { error: FORMAT_MESSAGES.phone });

/** A solved challenge, when an earlier try was answered 428 CHALLENGE_REQUIRED. */
const ZAltcha = ZChallengeAnswer.optional();

export const ZSendOtpRequest = z.object({ phone: ZPhoneInput, altcha: ZAltcha });
export type TSendOtpRequest = z.infer<typeof ZSendOtpRequest>;

export const ZSendOtpResult = z.object({
  message: z.string(),
  /** Digits in the code just sent (4 by default), so the code step asks for the right length. */
  code_length: z.number().int(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be requested. */
  resend_in: z.number().int(),
});
export type TSendOtpResult = z.infer<typeof ZSendOtpResult>;

export const ZVerifyOtpRequest = z.object({
  phone: ZPhoneInput,
  token: z
    .string({ error: 'Code is required' })
    .trim()
    .regex(/^\d{1,12}$/, { error: 'Code must contain digits only' }),
  altcha: ZAltcha,
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZSession = z.object({
  access_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZUserProfile = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: ZUserRole,
});

/** The signed-in user as GET /auth/profile and sign-in return it. */
export const ZCurrentUser = z.object({
  id: ZUuid,
  phone: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: ZUserRole,
  status: ZUserStatus,
  is_admin: z.boolean(),
  is_active: z.boolean(),
  profile_picture_url: z.string().nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  last_sign_in_at: ZIsoDateTime.nullable(),
  /**
   * Holds an owner or manager membership of at least one business, read when the answer is made;
   * it makes the person a business owner on the screens (decision 038).
   */
  manages_businesses: z.boolean(),
  /**
   * The language the person chose for the app, their texts and e-mails; null until they choose.
   * Optional only so sessions saved in a browser before languages existed still read.
   */
  language: ZLocale.nullable().optional(),
  profile: ZUserProfile,
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZSignInResult = z.object({ user: ZCurrentUser, session: ZSession });
export type TSignInResult = z.infer<typeof ZSignInResult>;

export const ZRefreshResult = z.object({ session: ZSession });
export type TRefreshResult = z.infer<typeof ZRefreshResult>;

export const ZProfileResult = z.object({ user: ZCurrentUser });
export type TProfileResult = z.infer<typeof ZProfileResult>;

/** PUT /user/language: the language for the app, the person's texts and e-mails. */
export const ZUpdateLanguageRequest = z.strictObject({ language: ZLocale }, UNKNOWN_FIELDS);
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequest>;

export const ZLanguageResult = z.object({ language: ZLocale });
export type TLanguageResult = z.infer<typeof ZLanguageResult>;

const ZName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, { error: `${label} too long` })
    .nullable()
    .transform((value) => (value ? value : null));

export const PROFILE_EMAIL_MAX_LENGTH = 254;

// Blank clears the address, like the names; absent leaves it as it is (older clients send none).
const ZProfileEmail = z
  .string()
  .trim()
  .max(PROFILE_EMAIL_MAX_LENGTH, { error: `Email must be at most ${PROFILE_EMAIL_MAX_LENGTH} characters` })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: FORMAT_MESSAGES.email })
  .nullable()
  .transform((value) => (value ? value : null))
  .optional();

/**
 * A user may change only their own name and e-mail here; any other key (phone, role, is_admin) is
 * refused by name. The e-mail is not unique: docs/decisions/028-profiles-and-privacy.md.
 */
export const ZUpdateProfileRequest = z.strictObject(
  {
    first_name: ZName('First name'),
    last_name: ZName('Last name'),
    email: ZProfileEmail,
  },
  UNKNOWN_FIELDS,
);
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

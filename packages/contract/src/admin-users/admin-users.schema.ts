import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZCurrentUser } from '../auth/auth-api.ts';
import { ZBusinessMemberRole } from '../businesses/enums.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { EMAIL_PATTERN } from '../shared/patterns.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import {
  USER_EMAIL_MAX_LENGTH,
  USER_FORM_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_PHONE_MIN_LENGTH,
  USER_URL_MAX_LENGTH,
} from './user-form.ts';

// A blank value means "no filter", the same as leaving the parameter out.
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

/** The roles an admin can give: admin (the admin flag) or worker. Owners come from memberships. */
export const ADMIN_ASSIGNABLE_ROLES = ['worker', 'admin'] as const;
export const ZAssignableRole = z.enum(ADMIN_ASSIGNABLE_ROLES, { error: 'role must be worker or admin' });
export const ADMIN_ASSIGNABLE_STATUSES = ['active', 'inactive'] as const;
export const ZAssignableStatus = z.enum(ADMIN_ASSIGNABLE_STATUSES, {
  error: 'status must be active or inactive',
});
/** Whether the account's e-mail address is confirmed (`email_confirmed_at` is set). */
export const EMAIL_VERIFICATION_FILTERS = ['verified', 'unverified'] as const;

/**
 * GET /users: the admin list, searched by name, phone, e-mail or id, filtered by role, status and
 * whether the e-mail address is confirmed.
 */
export const ZAdminUserListQuery = z.object({
  page: ZPage,
  limit: ZLimit,
  role: z
    .enum(['worker', 'admin', 'business_owner'], { error: 'role must be worker, business_owner or admin' })
    .optional(),
  status: ZAssignableStatus.optional(),
  verified: z
    .enum(EMAIL_VERIFICATION_FILTERS, { error: 'verified must be verified or unverified' })
    .optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters' })
    .optional()
    .transform(blankToUndefined),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(USER_NAME_MAX_LENGTH, { error: `must be at most ${USER_NAME_MAX_LENGTH} characters` });

// Empty optional fields are sent as absent or empty; both mean "none".
const optionalText = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/**
 * A phone number an admin types for someone's account (the user form, a business's owners and
 * managers, a lead's owner), as typed: the server parses it to E.164.
 */
export const ZAdminPhoneInput = z
  .string({ error: USER_FORM_MESSAGES.phoneTooShort })
  .trim()
  .min(USER_PHONE_MIN_LENGTH, { error: USER_FORM_MESSAGES.phoneTooShort })
  .max(32, { error: USER_FORM_MESSAGES.phoneTooShort });

/** POST /users and PUT /users/{userId}: the admin user form. */
export const ZAdminUserInput = z.strictObject({
  phone: ZAdminPhoneInput,
  first_name: requiredName(USER_FORM_MESSAGES.firstNameRequired),
  last_name: requiredName(USER_FORM_MESSAGES.lastNameRequired),
  email: optionalText(
    z
      .string()
      .trim()
      .max(USER_EMAIL_MAX_LENGTH, { error: USER_FORM_MESSAGES.email })
      .regex(EMAIL_PATTERN, { error: USER_FORM_MESSAGES.email })
      .optional(),
  ),
  role: ZAssignableRole.default('worker'),
  status: ZAssignableStatus.default('active'),
  profile_picture_url: optionalText(
    z
      .string()
      .trim()
      .max(USER_URL_MAX_LENGTH, { error: USER_FORM_MESSAGES.profilePictureUrl })
      .regex(/^https?:\/\/\S+$/i, { error: USER_FORM_MESSAGES.profilePictureUrl })
      .optional(),
  ),
});
export type TAdminUserInput = z.infer<typeof ZAdminUserInput>;

export const ZAdminUserParams = z.object({ userId: ZUuid });

/** A user as the admin screens show them: the account plus the businesses they belong to. */
export const ZAdminUser = ZCurrentUser.omit({ profile: true }).extend({
  /** When the e-mail address was confirmed; null when it is not (or there is none). */
  email_confirmed_at: ZIsoDateTime.nullable(),
  memberships: z.array(
    z.object({ business_id: ZUuid, business_name: z.string(), role: ZBusinessMemberRole }),
  ),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserList = paginated(ZAdminUser);
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** GET /users/statistics, with the windows of docs/product.md ("Admin panel"). */
export const ZUserStatistics = z.object({
  total: ZCount,
  active: ZCount,
  inactive: ZCount,
  admins: ZCount,
  business_owners: ZCount,
  /** Accounts created in the last 7 days. */
  new_last_7_days: ZCount,
  /** Accounts created in the last 30 days. */
  recent_signups_30_days: ZCount,
  /** Accounts that signed in during the last 7 days. */
  recent_logins_7_days: ZCount,
});
export type TUserStatistics = z.infer<typeof ZUserStatistics>;

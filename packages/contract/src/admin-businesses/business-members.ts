import { z } from 'zod';
import { ZAdminPhoneInput } from '../admin-users/admin-users.schema.ts';
import { MANAGING_MEMBERSHIP_ROLES } from '../auth/permissions.ts';
import { ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/** Someone who runs a business: an owner or a manager, as the admin's detail panel lists them. */
export const ZBusinessMember = z.object({
  user_id: ZUuid,
  phone: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(MANAGING_MEMBERSHIP_ROLES),
});
export type TBusinessMember = z.infer<typeof ZBusinessMember>;

export const BUSINESS_MEMBER_MESSAGES = {
  role: 'role must be owner or manager',
  added: 'Access granted.',
  removed: 'Access removed.',
  notMember: 'This person does not run this business',
} as const;

/**
 * POST /admin/businesses/{id}/members: give a person, by phone number, the owner or manager role
 * in a business. A number nobody has signed in with yet gets an account at once, so that person's
 * first sign-in lands them in the business (decision 041).
 */
export const ZAssignBusinessMember = z.strictObject(
  {
    phone: ZAdminPhoneInput,
    role: z.enum(MANAGING_MEMBERSHIP_ROLES, { error: BUSINESS_MEMBER_MESSAGES.role }),
  },
  UNKNOWN_FIELDS,
);
export type TAssignBusinessMember = z.infer<typeof ZAssignBusinessMember>;

export const ZBusinessMemberParams = z.object({ id: ZUuid, userId: ZUuid });

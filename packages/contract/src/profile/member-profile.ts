import { z } from 'zod';
import { ZCurrentUser } from '../auth/auth-api.ts';

/**
 * The profile header of GET /users/{userId}/profile. What another member may see of a person is
 * decided in docs/decisions/028-profiles-and-privacy.md: the name, badges and membership date.
 * The phone is present only when the viewer is the person or an admin; the e-mail never is.
 */
export const ZMemberProfile = ZCurrentUser.pick({
  id: true,
  first_name: true,
  last_name: true,
  role: true,
  status: true,
  is_admin: true,
  is_active: true,
  created_at: true,
}).extend({
  phone: z.string().optional(),
  /**
   * Employers whose staff list has this person's phone (docs/product.md, "Verified membership"):
   * all of them for the person and admins; for anyone else only those the person lists in their
   * own work history, where they earn the 'Verified' badge.
   */
  verified_employers: z.array(z.string()),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;

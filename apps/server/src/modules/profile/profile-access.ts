import { isVerifiedEmployer, type TMemberProfile, WORK_EXPERIENCE_MESSAGES } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findUserById } from '../users/index.ts';

const USER_NOT_FOUND = 'User not found';

/** The person or an admin: who may change a profile, and who sees its phone number. */
function isOwnerOrAdmin(viewer: AuthUser, userId: string): boolean {
  return viewer.id === userId || viewer.is_admin;
}

/**
 * The person whose profile is asked for, as the viewer may see it (docs/decisions/
 * 028-profiles-and-privacy.md): any signed-in member sees an active member's profile; a disabled
 * account is shown only to admins, and to anyone else it does not exist.
 */
export async function readableMember(db: Db, viewer: AuthUser, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || (!user.is_active && !isOwnerOrAdmin(viewer, userId))) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Only the person (and admins) may change their work history; anyone else gets 403. */
export async function assertCanEditProfile(db: Db, viewer: AuthUser, userId: string): Promise<void> {
  await readableMember(db, viewer, userId);
  if (!isOwnerOrAdmin(viewer, userId)) {
    throw new AppError('FORBIDDEN', WORK_EXPERIENCE_MESSAGES.notYours);
  }
}

/**
 * The header of a profile; the phone goes only to the person and admins, and so do employers the
 * person has not named in their own work history.
 */
export function toMemberProfile(
  user: UserRow,
  viewer: AuthUser,
  employers: { verified: string[]; listed: string[] },
): TMemberProfile {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    status: user.status,
    is_admin: user.is_admin,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    ...(isOwnerOrAdmin(viewer, user.id) ? { phone: user.phone } : {}),
    verified_employers: isOwnerOrAdmin(viewer, user.id)
      ? employers.verified
      : employers.verified.filter((name) =>
          employers.listed.some((listed) => isVerifiedEmployer(listed, [name])),
        ),
  };
}

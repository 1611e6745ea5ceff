import { MANAGING_MEMBERSHIP_ROLES, UUID_PATTERN } from '@perks/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { businessMembers, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * May this user manage (post and edit jobs for) this business? Yes for an active admin, or an
 * owner or manager of the business. Both are read from the database on every call, never from
 * the token, so a removed manager or demoted admin loses access on their next request.
 */
export async function canManageBusiness(
  db: Db,
  user: { id: string } | null | undefined,
  businessId: string,
): Promise<boolean> {
  if (!user || !UUID_PATTERN.test(businessId)) return false;
  const managesIt = db
    .select({ one: sql`1` })
    .from(businessMembers)
    .where(
      and(
        eq(businessMembers.business_id, businessId),
        eq(businessMembers.user_id, user.id),
        inArray(businessMembers.role, [...MANAGING_MEMBERSHIP_ROLES]),
      ),
    );
  // One primary-key lookup with the membership check folded in (unique business_id, user_id).
  const [row] = await db
    .select({ allowed: sql<boolean>`${users.is_active} and (${users.is_admin} or exists (${managesIt}))` })
    .from(users)
    .where(eq(users.id, user.id));
  return row?.allowed === true;
}

/** Like `canManageBusiness`, for handlers: a 403 when the answer is no. */
export async function assertCanManageBusiness(
  db: Db,
  user: { id: string } | null | undefined,
  businessId: string,
): Promise<void> {
  if (!(await canManageBusiness(db, user, businessId))) {
    throw new AppError('FORBIDDEN', "You don't have permission to manage this business");
  }
}

import { UUID_PATTERN } from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ownerOrManager } from '../db/owner-or-manager.ts';
import { businessMembers, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * How a user may manage a business: `'member'` as one of its owners or managers, `'admin'` only
 * as an active admin who does not run it (their writes there go to the audit trail, decision
 * 029), or null when they may not.
 */
export type BusinessAccess = 'member' | 'admin';

/** Who acts at a business, and whether as one who runs it or only as an admin (decision 052). */
export interface BusinessActor {
  id: string;
  access: BusinessAccess;
}

/**
 * May this user manage (post and edit jobs for) this business, and as what? An active admin may,
 * as may an owner or manager of the business. Both are read from the database on every call,
 * never from the token, so a removed manager or demoted admin loses access on their next request.
 */
export async function businessAccess(
  db: Db,
  user: { id: string } | null | undefined,
  businessId: string,
): Promise<BusinessAccess | null> {
  if (!user || !UUID_PATTERN.test(businessId)) return null;
  const managesIt = db
    .select({ one: sql`1` })
    .from(businessMembers)
    .where(
      and(eq(businessMembers.business_id, businessId), eq(businessMembers.user_id, user.id), ownerOrManager),
    );
  // One primary-key lookup with the membership check folded in (unique business_id, user_id).
  const [row] = await db
    .select({ active: users.is_active, admin: users.is_admin, member: sql<boolean>`exists (${managesIt})` })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row?.active) return null;
  if (row.member === true) return 'member';
  return row.admin ? 'admin' : null;
}

/** Yes for an active admin, or an owner or manager of the business (see `businessAccess`). */
export async function canManageBusiness(
  db: Db,
  user: { id: string } | null | undefined,
  businessId: string,
): Promise<boolean> {
  return (await businessAccess(db, user, businessId)) !== null;
}

/** Like `businessAccess`, for handlers: a 403 when the answer is no, else how access was granted. */
export async function assertCanManageBusiness(
  db: Db,
  user: { id: string } | null | undefined,
  businessId: string,
): Promise<BusinessAccess> {
  const access = await businessAccess(db, user, businessId);
  if (!access) throw new AppError('FORBIDDEN', "You don't have permission to manage this business");
  return access;
}

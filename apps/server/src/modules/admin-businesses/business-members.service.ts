import {
  BUSINESS_MEMBER_MESSAGES,
  BUSINESS_NOT_FOUND,
  MANAGING_MEMBERSHIP_ROLES,
  type TAssignBusinessMember,
  type TBusinessMember,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAuditBy } from '../audit/index.ts';
import { requireE164 } from '../auth/index.ts';
import { findBusinessRow } from './admin-businesses.repository.ts';
import type { Actor } from './admin-businesses.service.ts';
import {
  deleteMembership,
  findMembershipRole,
  findOrCreateUserByPhone,
  listBusinessMembers,
  refreshPrimaryOwner,
  upsertMembership,
} from './business-members.repository.ts';

const manages = (role: string | null) =>
  (MANAGING_MEMBERSHIP_ROLES as readonly (string | null)[]).includes(role);

/**
 * Makes the person with this phone number an owner or manager of the business (an account is made
 * for a number nobody has signed in with), audited with the role before and after. Takes a
 * transaction too, so turning a lead into an owner is one write.
 */
export async function addBusinessMember(
  db: Db,
  actor: Actor,
  businessId: string,
  input: TAssignBusinessMember,
): Promise<TBusinessMember[]> {
  const phone = requireE164(input.phone);
  return db.transaction(async (tx) => {
    if (!(await findBusinessRow(tx, businessId))) throw notFound(BUSINESS_NOT_FOUND);
    const userId = await findOrCreateUserByPhone(tx, phone);
    const before = await findMembershipRole(tx, businessId, userId);
    await upsertMembership(tx, businessId, userId, input.role);
    await refreshPrimaryOwner(tx, businessId);
    if (before !== input.role) {
      await recordAuditBy(tx, actor.id, {
        action: 'business.member_add',
        entityType: 'business',
        entityId: businessId,
        changes: {
          user_id: { from: null, to: userId },
          phone: { from: null, to: phone },
          role: { from: before, to: input.role },
        },
      });
    }
    return listBusinessMembers(tx, businessId);
  });
}

/** Takes away a person's owner or manager role in the business (their account stays), audited. */
export async function removeBusinessMember(
  db: Db,
  actor: Actor,
  businessId: string,
  userId: string,
): Promise<TBusinessMember[]> {
  return db.transaction(async (tx) => {
    if (!(await findBusinessRow(tx, businessId))) throw notFound(BUSINESS_NOT_FOUND);
    const before = await findMembershipRole(tx, businessId, userId);
    if (!manages(before)) throw notFound(BUSINESS_MEMBER_MESSAGES.notMember);
    await deleteMembership(tx, businessId, userId);
    await refreshPrimaryOwner(tx, businessId);
    await recordAuditBy(tx, actor.id, {
      action: 'business.member_remove',
      entityType: 'business',
      entityId: businessId,
      changes: { user_id: { from: userId, to: null }, role: { from: before, to: null } },
    });
    return listBusinessMembers(tx, businessId);
  });
}

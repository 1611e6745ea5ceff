import { MANAGING_MEMBERSHIP_ROLES } from '@perks/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { businessMembers } from './schema/index.ts';

/**
 * A membership that runs its business: an owner's or a manager's (decision 038). The one
 * predicate every query about who runs a business filters `business_members` by.
 */
export const ownerOrManager: SQL = inArray(businessMembers.role, [...MANAGING_MEMBERSHIP_ROLES]);

/** The ids of the businesses the user owns or manages, as a subquery (`inArray(column, …)`). */
export function businessesRunBy(db: Executor, userId: string) {
  return db
    .select({ id: businessMembers.business_id })
    .from(businessMembers)
    .where(and(eq(businessMembers.user_id, userId), ownerOrManager));
}

import { isManagingMembershipRole, type TBusinessSummary, type TUserBusiness } from '@perks/contract';

/** The businesses a person may post for: their owner and manager memberships, in join order. */
export function managedBusinesses(memberships: readonly TUserBusiness[] | undefined): TBusinessSummary[] {
  return (memberships ?? [])
    .filter((membership) => isManagingMembershipRole(membership.role))
    .map((membership) => membership.business);
}

/** True when the person owns or manages at least one business (the manager panel's condition). */
export function managesAnyBusiness(memberships: readonly TUserBusiness[] | undefined): boolean {
  return managedBusinesses(memberships).length > 0;
}

/**
 * True when the person owns or manages a partner venue (a live business): they check members'
 * cards at its door, so the app offers them 'Check a member card'.
 */
export function runsPartnerVenue(memberships: readonly TUserBusiness[] | undefined): boolean {
  return managedBusinesses(memberships).some((business) => business.is_active);
}

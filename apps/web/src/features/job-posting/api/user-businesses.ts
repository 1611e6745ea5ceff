import { isManagingMembershipRole, type TBusinessSummary, type TUserBusiness } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobPostingKeys } from './job-posting-keys';

export const userBusinessesQuery = () =>
  queryOptions({
    queryKey: jobPostingKeys.userBusinesses(),
    queryFn: ({ signal }) => api.get('/user/businesses', { signal }),
    // Document 1, section 9: user-businesses are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** GET /user/businesses, only once signed in. */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({ ...userBusinessesQuery(), enabled });
}

/** The businesses a user may post for: their owner and manager memberships, in join order. */
export function managedBusinesses(memberships: readonly TUserBusiness[] | undefined): TBusinessSummary[] {
  return (memberships ?? [])
    .filter((membership) => isManagingMembershipRole(membership.role))
    .map((membership) => membership.business);
}

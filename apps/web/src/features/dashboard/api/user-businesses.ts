import { isManagingMembershipRole, type TUserBusiness } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userBusinessesQuery = () =>
  queryOptions({
    // The same key as job posting's memberships query: one request and one cache entry for both.
    queryKey: ['user', 'businesses'],
    queryFn: ({ signal }) => api.get('/user/businesses', { signal }),
    // Document 1, section 9: user-businesses are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** GET /user/businesses, only once signed in (the spec runs it only when authenticated). */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({ ...userBusinessesQuery(), enabled });
}

/** True when the person owns or manages at least one business (the manager panel's condition). */
export function managesAnyBusiness(memberships: readonly TUserBusiness[] | undefined): boolean {
  return (memberships ?? []).some((membership) => isManagingMembershipRole(membership.role));
}

import { isManagingMembershipRole, type TBusinessSummary, type TUserBusiness } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** User-scoped lists live under 'user', so sign-out clears them with the rest. */
const userBusinessesKey = () => ['user', 'businesses'] as const;

const userBusinessesQuery = () =>
  queryOptions({
    queryKey: userBusinessesKey(),
    queryFn: ({ signal }) => api.get('/user/businesses', { signal }),
    // docs/product.md, "Caching and timings": the person's businesses are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/**
 * GET /user/businesses: the businesses the person belongs to, with their role in each. Runs only
 * once signed in. The dashboard and the job form read the same cache entry.
 */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({ ...userBusinessesQuery(), enabled });
}

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

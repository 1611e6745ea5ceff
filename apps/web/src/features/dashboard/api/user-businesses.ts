import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One of the user's business memberships (document 1, section 3). */
export interface UserBusinessMembership {
  business: { id: string; name: string; address?: string | null };
  role: string;
  join_order: number;
}

export const userBusinessesQuery = () =>
  queryOptions({
    queryKey: ['user', 'businesses'],
    queryFn: () => api.get<UserBusinessMembership[]>('/user/businesses'),
    // Document 1, section 9: user-businesses are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });

/** GET /user/businesses, only once signed in (the spec runs it only when authenticated). */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({ ...userBusinessesQuery(), enabled });
}

/** True when the person owns or manages at least one business (the manager panel's condition). */
export function managesAnyBusiness(memberships: readonly UserBusinessMembership[] | undefined): boolean {
  return (memberships ?? []).some(
    (membership) => membership.role === 'owner' || membership.role === 'manager',
  );
}

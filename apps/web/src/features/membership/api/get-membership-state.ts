import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /user/membership: verified at which employers, or pending (the dashboard and profile). */
function fetchMembershipState(signal?: AbortSignal) {
  return api.get('/user/membership', { signal });
}

function membershipStateQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.state(),
    queryFn: ({ signal }) => fetchMembershipState(signal),
    // Staff lists change rarely, but a removal should show within a minute.
    staleTime: 60_000,
  });
}

export function useMembershipState(enabled: boolean) {
  return useQuery({ ...membershipStateQueryOptions(), enabled });
}

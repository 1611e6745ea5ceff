import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /user/membership: verified at which employers, or pending (the dashboard and profile). */
export function useMembershipState(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.state(),
    queryFn: ({ signal }) => api.get('/user/membership', { signal }),
    // Staff lists change rarely, but a removal should show within a minute.
    staleTime: 60_000,
    enabled,
  });
}

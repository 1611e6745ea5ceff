import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { membershipKeys } from './membership-keys';

/** GET /user/membership: verified at which employers, or pending (the dashboard and profile). */
export function useMembershipState(enabled: boolean) {
  return useQuery({
    ...readOptions(membershipKeys.state(), (signal) => api.get('/user/membership', { signal }), {
      // Staff lists change rarely, but a removal should show within a minute.
      staleTime: 60_000,
    }),
    enabled,
  });
}

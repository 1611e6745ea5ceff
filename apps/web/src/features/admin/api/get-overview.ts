import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/overview: accounts, active businesses, live jobs. */
export function useAdminOverview() {
  return useQuery(
    readOptions(adminKeys.overview(), (signal) => api.get('/admin/overview', { signal }), {
      staleTime: 60_000,
    }),
  );
}

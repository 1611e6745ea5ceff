import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/overview: accounts, active businesses, live jobs. */
function fetchAdminOverview(signal?: AbortSignal) {
  return api.get('/admin/overview', { signal });
}

function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => fetchAdminOverview(signal),
    staleTime: 60_000,
  });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}

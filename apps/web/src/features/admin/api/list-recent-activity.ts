import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/audit-events?limit=5: the five newest entries of the audit trail, for Recent Activity. */
function fetchRecentActivity(signal?: AbortSignal) {
  return api.get('/admin/audit-events', { query: { limit: 5 }, signal });
}

function recentActivityQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.recentActivity(),
    queryFn: ({ signal }) => fetchRecentActivity(signal),
    staleTime: 30_000,
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}

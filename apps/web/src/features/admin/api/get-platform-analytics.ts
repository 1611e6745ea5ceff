import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/analytics: members and check-ins per week over the last 12 weeks. */
function fetchPlatformAnalytics(signal?: AbortSignal) {
  return api.get('/admin/analytics', { signal });
}

function platformAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.platformAnalytics(),
    queryFn: ({ signal }) => fetchPlatformAnalytics(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePlatformAnalytics() {
  return useQuery(platformAnalyticsQueryOptions());
}

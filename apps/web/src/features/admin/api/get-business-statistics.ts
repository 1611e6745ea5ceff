import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses/statistics. */
function fetchBusinessStatistics(signal?: AbortSignal) {
  return api.get('/admin/businesses/statistics', { signal });
}

function businessStatisticsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.businessStatistics(),
    queryFn: ({ signal }) => fetchBusinessStatistics(signal),
    // docs/product.md, "Caching and timings": admin business data is fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

export function useBusinessStatistics() {
  return useQuery(businessStatisticsQueryOptions());
}

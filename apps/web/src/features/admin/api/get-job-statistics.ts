import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/jobs/statistics. */
export function fetchJobStatistics(signal?: AbortSignal) {
  return api.get('/admin/jobs/statistics', { signal });
}

function jobStatisticsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.jobStatistics(),
    queryFn: ({ signal }) => fetchJobStatistics(signal),
  });
}

export function useJobStatistics() {
  return useQuery(jobStatisticsQueryOptions());
}

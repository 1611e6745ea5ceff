import type { TAdminJobListQuery } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/jobs: one page of jobs in any state. */
function fetchAdminJobs(query: Partial<TAdminJobListQuery>, signal?: AbortSignal) {
  return api.get('/admin/jobs', { query, signal });
}

function adminJobsQueryOptions(query: Partial<TAdminJobListQuery>) {
  return queryOptions({
    queryKey: adminKeys.jobList(query),
    queryFn: ({ signal }) => fetchAdminJobs(query, signal),
  });
}

/** The previous page stays while the next loads. */
export function useAdminJobs(query: Partial<TAdminJobListQuery>) {
  return useQuery({ ...adminJobsQueryOptions(query), placeholderData: keepPreviousData });
}

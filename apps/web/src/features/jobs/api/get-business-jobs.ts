import { cleanJobFilters, type TJobListFilters } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { JOB_LIST_CACHE } from './get-jobs';
import { jobKeys } from './job-keys';

/** GET /businesses/{id}/jobs: one business's live jobs, with the job list's filters. */
export function fetchBusinessJobs(businessId: string, filters: TJobListFilters, signal?: AbortSignal) {
  const { business_id: _ignored, ...query } = cleanJobFilters(filters);
  return api.get('/businesses/{id}/jobs', {
    params: { id: businessId },
    query,
    signal,
    skipAuth: true,
  });
}

export function businessJobsQueryOptions(businessId: string, filters: TJobListFilters = {}) {
  return queryOptions({
    queryKey: jobKeys.businessList(businessId, filters),
    queryFn: ({ signal }) => fetchBusinessJobs(businessId, filters, signal),
    ...JOB_LIST_CACHE,
  });
}

/** A business's jobs for its public page and the directory's dialog; runs only once an id is known. */
export function useBusinessJobs(businessId: string | undefined, filters: TJobListFilters = {}) {
  return useQuery({ ...businessJobsQueryOptions(businessId ?? '', filters), enabled: Boolean(businessId) });
}

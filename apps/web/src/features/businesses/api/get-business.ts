import type { TBusinessDetail, TJobList } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

/** Business detail cache (docs/product.md, "Caching and timings"): fresh 2 minutes. */
const BUSINESS_CACHE = { staleTime: 2 * 60_000 } as const;

/** How many of a business's live jobs its page and the jobs dialog show. */
export const BUSINESS_JOBS_LIMIT = 50;

/**
 * GET /businesses/{id}, sent with the visitor's token when signed in, so a business's owners and
 * admins can open it while it is inactive. `fetch` is the API call in the browser; the server passes
 * its repository read (route loaders).
 */
export function businessQueryOptions(
  id: string,
  fetch: (id: string, signal?: AbortSignal) => Promise<TBusinessDetail> = (businessId, signal) =>
    api.get('/businesses/{id}', { params: { id: businessId }, signal }),
) {
  return queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: ({ signal }) => fetch(id, signal),
    ...BUSINESS_CACHE,
  });
}

/** GET /businesses/{id}/jobs: the business's live jobs, newest first. */
export function businessJobsQueryOptions(
  id: string,
  fetch: (id: string, signal?: AbortSignal) => Promise<TJobList> = (businessId, signal) =>
    api.get('/businesses/{id}/jobs', {
      params: { id: businessId },
      query: { limit: BUSINESS_JOBS_LIMIT },
      signal,
      skipAuth: true,
    }),
) {
  return queryOptions({
    queryKey: businessKeys.jobs(id),
    queryFn: ({ signal }) => fetch(id, signal),
    ...BUSINESS_CACHE,
  });
}

export function useBusiness(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessQueryOptions(id), enabled });
}

export function useBusinessJobs(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessJobsQueryOptions(id), enabled });
}

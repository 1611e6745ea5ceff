import type { TJobList } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { businessKeys } from './business-keys';

/** How many of a business's live jobs its page and the jobs dialog show. */
export const BUSINESS_JOBS_LIMIT = 50;

/** GET /businesses/{id}/jobs: the business's live jobs, newest first. */
function fetchBusinessJobs(id: string, signal?: AbortSignal): Promise<TJobList> {
  return api.get('/businesses/{id}/jobs', {
    params: { id },
    query: { limit: BUSINESS_JOBS_LIMIT },
    signal,
    skipAuth: true,
  });
}

/**
 * Cached as the business (docs/product.md, "Caching and timings"): fresh 2 minutes. `fetch` is the
 * API call in the browser; the server passes its repository read (route loaders).
 */
export function businessJobsQueryOptions(
  id: string,
  fetch: (id: string, signal?: AbortSignal) => Promise<TJobList> = fetchBusinessJobs,
) {
  return readOptions(businessKeys.jobs(id), (signal) => fetch(id, signal), { staleTime: 2 * 60_000 });
}

export function useBusinessJobs(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessJobsQueryOptions(id), enabled });
}

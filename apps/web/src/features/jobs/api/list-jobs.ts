import { cleanJobFilters, type JobFilterInput, type TJobList, type TJobListFilters } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobKeys } from './job-keys';

/**
 * Job list cache (docs/product.md, "Caching and timings"): fresh 2 minutes, kept 5, no refetch on
 * mount or focus.
 */
const JOB_LIST_CACHE = {
  staleTime: 2 * 60_000,
  gcTime: 5 * 60_000,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

/** GET /jobs with only the filters worth sending (empty, 'all' and short searches dropped). */
function fetchJobs(filters: JobFilterInput, signal?: AbortSignal): Promise<TJobList> {
  return api.get('/jobs', { query: cleanJobFilters(filters), signal, skipAuth: true });
}

/** `fetch` is the API call in the browser; the server passes its repository read (route loaders). */
export function jobsQueryOptions(
  filters: TJobListFilters,
  fetch: (filters: TJobListFilters, signal?: AbortSignal) => Promise<TJobList> = fetchJobs,
) {
  return readOptions(jobKeys.list(filters), (signal) => fetch(filters, signal), JOB_LIST_CACHE);
}

/** The public job list; waits for `enabled` (the app's start-up session check) before fetching. */
export function useJobs(filters: TJobListFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQueryOptions(filters), enabled });
}

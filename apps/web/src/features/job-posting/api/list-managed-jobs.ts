import type { TManagedJobs } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { jobPostingKeys } from './job-posting-keys';

/** GET /user/managed-jobs: every job of the businesses the user owns or manages. */
function fetchManagedJobs(signal?: AbortSignal): Promise<TManagedJobs> {
  return api.get('/user/managed-jobs', { signal });
}

function managedJobsQueryOptions() {
  return queryOptions({
    queryKey: jobPostingKeys.managedJobs(),
    queryFn: ({ signal }) => fetchManagedJobs(signal),
    // docs/product.md, "Caching and timings": fresh for 2 minutes, retried twice.
    staleTime: 2 * 60_000,
    retry: (failureCount: number, error: unknown) => failureCount < 2 && !isClientError(error),
  });
}

/** Runs only for a signed-in user. */
export function useManagedJobs(enabled: boolean) {
  return useQuery({ ...managedJobsQueryOptions(), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { readOptions } from '@/lib/read-options';
import { jobPostingKeys } from './job-posting-keys';

/**
 * GET /user/managed-jobs: every job of the businesses the user owns or manages. Runs only for a
 * signed-in user.
 */
export function useManagedJobs(enabled: boolean) {
  return useQuery({
    ...readOptions(jobPostingKeys.managedJobs(), (signal) => api.get('/user/managed-jobs', { signal }), {
      // docs/product.md, "Caching and timings": fresh for 2 minutes, retried twice.
      staleTime: 2 * 60_000,
      retry: (failureCount: number, error: unknown) => failureCount < 2 && !isClientError(error),
    }),
    enabled,
  });
}

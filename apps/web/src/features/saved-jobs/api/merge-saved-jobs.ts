import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mergeWithAccount } from '../lib/saved-jobs-store';
import { savedJobKeys } from './saved-job-keys';

/** POST /user/saved-jobs/merge: the browser's saved jobs into the account's; answers the merged list. */
function mergeSavedJobs(jobIds: readonly string[]) {
  return api.post('/user/saved-jobs/merge', { body: { job_ids: [...jobIds] } });
}

/**
 * The merged list replaces the browser's, with the hearts tapped meanwhile kept as tapped. Kept
 * under 'user', so sign-out clears it.
 */
function mergedSavedJobsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: savedJobKeys.merged(userId),
    queryFn: () => mergeWithAccount(mergeSavedJobs),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}

/**
 * Once per person and page load, the browser's saved jobs are merged into the account's, so they
 * follow the person to another device (docs/product.md, "Saved jobs").
 */
export function useSavedJobsMerge(userId: string | null) {
  return useQuery({ ...mergedSavedJobsQueryOptions(userId), enabled: userId !== null });
}

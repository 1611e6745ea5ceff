import type { TSavedJobList } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { useSavedJobsMerge } from './merge-saved-jobs';
import { savedJobKeys } from './saved-job-keys';

/** GET /user/saved-jobs/jobs: the saved jobs page's list. */
function fetchSavedJobList(signal?: AbortSignal): Promise<TSavedJobList> {
  return api.get('/user/saved-jobs/jobs', { signal });
}

/** Keyed by the person, so another account's list is never shown from the cache. */
function savedJobListQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: savedJobKeys.list(userId),
    queryFn: ({ signal }) => fetchSavedJobList(signal),
  });
}

/**
 * Asked for once the browser's saved jobs have been merged into the account (or the merge has
 * failed), so a job saved signed out is on it.
 */
export function useSavedJobList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const merge = useSavedJobsMerge(userId);
  return useQuery({
    ...savedJobListQueryOptions(userId),
    enabled: userId !== null && (merge.isSuccess || merge.isError),
  });
}

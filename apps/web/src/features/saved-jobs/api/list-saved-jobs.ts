import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { useSavedJobsMerge } from './merge-saved-jobs';
import { savedJobKeys } from './saved-job-keys';

/**
 * GET /user/saved-jobs/jobs: the saved jobs page's list. Keyed by the person, so another account's
 * list is never shown from the cache. Asked for once the browser's saved jobs have been merged into
 * the account (or the merge has failed), so a job saved signed out is on it.
 */
export function useSavedJobList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const merge = useSavedJobsMerge(userId);
  return useQuery({
    ...readOptions(savedJobKeys.list(userId), (signal) => api.get('/user/saved-jobs/jobs', { signal })),
    enabled: userId !== null && (merge.isSuccess || merge.isError),
  });
}

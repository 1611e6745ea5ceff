import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { useSavedJobsMerge } from './merge-saved-jobs';
import { savedJobKeys } from './saved-job-keys';

/**
 * GET /user/saved-jobs/jobs: the saved jobs page's list, asked for once the browser's saved jobs
 * have been merged into the account (or the merge has failed), so a job saved signed out is on it.
 */
export function useSavedJobList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const merge = useSavedJobsMerge(userId);
  return useQuery({
    queryKey: savedJobKeys.list(userId),
    queryFn: () => api.get('/user/saved-jobs/jobs'),
    enabled: userId !== null && (merge.isSuccess || merge.isError),
  });
}

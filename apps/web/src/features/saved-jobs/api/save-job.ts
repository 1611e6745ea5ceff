import { api } from '@/lib/api-client';

/**
 * PUT or DELETE /user/saved-jobs/{jobId}: saves one toggle on the account. A plain request, not a
 * mutation hook: the saved jobs store has already changed, and its caller reports a failure.
 */
export function saveJobToAccount(jobId: string, saved: boolean): Promise<unknown> {
  return saved
    ? api.put('/user/saved-jobs/{jobId}', { params: { jobId } })
    : api.delete('/user/saved-jobs/{jobId}', { params: { jobId } });
}

import { IDEMPOTENCY_KEY_HEADER, type TJob, type TJobPayloadInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@/features/jobs';
import { api } from '@/lib/api-client';
import { jobPostingKeys } from './job-posting-keys';

/** POST /jobs. The key makes a double submit or a retried request create one job. */
function createJob(payload: TJobPayloadInput, idempotencyKey: string): Promise<TJob> {
  return api.post('/jobs', { body: payload, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** PUT /jobs/{id}: replaces the posting. */
function updateJob(id: string, payload: TJobPayloadInput): Promise<TJob> {
  return api.put('/jobs/{id}', { params: { id }, body: payload });
}

/**
 * Saves the form: an update when `jobId` is given, else a create under `idempotencyKey`. Every
 * job list, the job's page and the owner's table show the saved job afterwards.
 */
export function useSaveJob({ jobId, idempotencyKey }: { jobId?: string; idempotencyKey: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TJobPayloadInput) =>
      jobId ? updateJob(jobId, payload) : createJob(payload, idempotencyKey),
    onSuccess: async (job) => {
      // The job board's lists do not refetch on mount, so marking them stale is not enough:
      // drop them, and the next visit loads them afresh.
      queryClient.removeQueries({ queryKey: jobKeys.all });
      queryClient.removeQueries({ queryKey: jobPostingKeys.editableJob(job.id) });
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      await queryClient.invalidateQueries({ queryKey: jobPostingKeys.managedJobs() });
    },
  });
}

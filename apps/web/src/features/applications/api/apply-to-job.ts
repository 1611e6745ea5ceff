import type { TApplicationInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/** POST /jobs/{id}/applications: apply with the profile, a note and the days one can work. */
function applyToJob(jobId: string, body: TApplicationInput) {
  return api.post('/jobs/{id}/applications', { params: { id: jobId }, body });
}

/** The job's 'Applied' state comes from the answer; the person's list is read again. */
export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApplicationInput) => applyToJob(jobId, body),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.forJob(jobId), application);
      return queryClient.invalidateQueries({ queryKey: applicationKeys.mine() });
    },
  });
}

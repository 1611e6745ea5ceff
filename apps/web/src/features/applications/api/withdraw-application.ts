import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/** POST /applications/{id}/withdraw: final for that job. */
function withdrawApplication(applicationId: string) {
  return api.post('/applications/{id}/withdraw', { params: { id: applicationId } });
}

/** The person's list and the job's own state are read again. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (application) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.mine() }),
        application.job_id
          ? queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(application.job_id) })
          : undefined,
      ]),
  });
}

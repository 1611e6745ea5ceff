import type { TApplicationStatusInput, TJobApplicants } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/** POST /applications/{id}/status: one move in the pipeline. */
function moveApplicant(applicationId: string, body: TApplicationStatusInput) {
  return api.post('/applications/{id}/status', { params: { id: applicationId }, body });
}

/** The moved applicant replaces their row at once; the owner's job table is read again. */
export function useMoveApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: TApplicationStatusInput & { applicationId: string }) =>
      moveApplicant(applicationId, body),
    onSuccess: (applicant) => {
      queryClient.setQueryData<TJobApplicants>(applicationKeys.applicants(jobId), (current) =>
        current
          ? {
              ...current,
              applicants: current.applicants.map((row) => (row.id === applicant.id ? applicant : row)),
            }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: applicationKeys.managedJobs() });
    },
  });
}

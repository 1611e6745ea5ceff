import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { readOptions } from '@/lib/read-options';
import { applicationKeys } from './application-keys';

/** GET /jobs/{id}/applications: the job's applicants for its employer. Reading marks them read. */
export function useJobApplicants(jobId: string) {
  return useQuery(
    readOptions(
      applicationKeys.applicants(jobId),
      (signal) => api.get('/jobs/{id}/applications', { params: { id: jobId }, signal }),
      {
        staleTime: 30_000,
        // Not found or not allowed stays so: only network and server failures are worth retrying.
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
    ),
  );
}

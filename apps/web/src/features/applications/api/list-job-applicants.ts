import type { TJobApplicants } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { applicationKeys } from './application-keys';

/** GET /jobs/{id}/applications: the job's applicants for its employer. Reading marks them read. */
function fetchJobApplicants(jobId: string, signal?: AbortSignal): Promise<TJobApplicants> {
  return api.get('/jobs/{id}/applications', { params: { id: jobId }, signal });
}

function jobApplicantsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: applicationKeys.applicants(jobId),
    queryFn: ({ signal }) => fetchJobApplicants(jobId, signal),
    staleTime: 30_000,
    // Not found or not allowed stays so: only network and server failures are worth retrying.
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
  });
}

export function useJobApplicants(jobId: string) {
  return useQuery(jobApplicantsQueryOptions(jobId));
}

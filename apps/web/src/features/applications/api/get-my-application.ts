import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { applicationKeys } from './application-keys';

/**
 * GET /jobs/{id}/my-application: the signed-in person's application to one job, or null. Asked
 * apart from the job itself, so the public job page and its cache stay the same for everyone. Runs
 * only for a signed-in person.
 */
export function useMyApplication(jobId: string, enabled: boolean) {
  return useQuery({
    ...readOptions(
      applicationKeys.forJob(jobId),
      (signal) => api.get('/jobs/{id}/my-application', { params: { id: jobId }, signal }),
      { staleTime: 60_000 },
    ),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { applicationKeys } from './application-keys';

/**
 * GET /jobs/{id}/screening-questions: what the apply form asks. Read when the form opens, never
 * with the job page, and again on each opening: an owner may have changed them meanwhile.
 */
export function useJobQuestions(jobId: string) {
  return useQuery(
    readOptions(
      applicationKeys.questions(jobId),
      (signal) => api.get('/jobs/{id}/screening-questions', { params: { id: jobId }, signal }),
      { staleTime: 0 },
    ),
  );
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobPostingKeys } from './job-posting-keys';

/** GET /jobs/{id}/screening-questions: the questions the editor starts from, read fresh each time. */
export function useScreeningQuestions(jobId: string) {
  return useQuery(
    readOptions(
      jobPostingKeys.screeningQuestions(jobId),
      (signal) => api.get('/jobs/{id}/screening-questions', { params: { id: jobId }, signal }),
      { staleTime: 0, gcTime: 0 },
    ),
  );
}

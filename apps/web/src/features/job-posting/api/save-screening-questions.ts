import type { TScreeningQuestionsInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobPostingKeys } from './job-posting-keys';

/** PUT /jobs/{id}/screening-questions: replaces the job's questions. */
function saveScreeningQuestions(jobId: string, body: TScreeningQuestionsInput) {
  return api.put('/jobs/{id}/screening-questions', { params: { id: jobId }, body });
}

/** Saves the editor's list; the saved questions (with their new ids) become the editor's start. */
export function useSaveScreeningQuestions(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TScreeningQuestionsInput) => saveScreeningQuestions(jobId, body),
    onSuccess: (saved) => queryClient.setQueryData(jobPostingKeys.screeningQuestions(jobId), saved),
  });
}

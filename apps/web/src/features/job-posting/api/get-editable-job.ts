import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobPostingKeys } from './job-posting-keys';

/** GET /jobs/{id}/edit: the job as its editor loads it, whether or not it is live. */
export function useEditableJob(id: string | undefined) {
  return useQuery({
    ...readOptions(
      jobPostingKeys.editableJob(id ?? ''),
      (signal) => api.get('/jobs/{id}/edit', { params: { id: id ?? '' }, signal }),
      // The form must start from what is saved now, not from a copy cached minutes ago.
      { staleTime: 0, gcTime: 0 },
    ),
    enabled: Boolean(id),
  });
}

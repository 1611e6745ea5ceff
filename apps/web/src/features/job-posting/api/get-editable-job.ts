import type { TJob } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobPostingKeys } from './job-posting-keys';

/** GET /jobs/{id}/edit: the job as its editor loads it, whether or not it is live. */
function fetchEditableJob(id: string, signal?: AbortSignal): Promise<TJob> {
  return api.get('/jobs/{id}/edit', { params: { id }, signal });
}

function editableJobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobPostingKeys.editableJob(id),
    queryFn: ({ signal }) => fetchEditableJob(id, signal),
    // The form must start from what is saved now, not from a copy cached minutes ago.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useEditableJob(id: string | undefined) {
  return useQuery({ ...editableJobQueryOptions(id ?? ''), enabled: Boolean(id) });
}

import type { TMyApplication } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/**
 * GET /jobs/{id}/my-application: the signed-in person's application to one job, or null. Asked
 * apart from the job itself, so the public job page and its cache stay the same for everyone.
 */
function fetchMyApplication(jobId: string, signal?: AbortSignal): Promise<TMyApplication | null> {
  return api.get('/jobs/{id}/my-application', { params: { id: jobId }, signal });
}

function myApplicationQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: applicationKeys.forJob(jobId),
    queryFn: ({ signal }) => fetchMyApplication(jobId, signal),
    staleTime: 60_000,
  });
}

/** Runs only for a signed-in person. */
export function useMyApplication(jobId: string, enabled: boolean) {
  return useQuery({ ...myApplicationQueryOptions(jobId), enabled });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { interviewKeys } from './interview-keys';

/** GET /applications/{id}/interviews: the application's invitations, newest first. */
export function useInterviews(applicationId: string) {
  return useQuery(
    readOptions(
      interviewKeys.ofApplication(applicationId),
      (signal) => api.get('/applications/{id}/interviews', { params: { id: applicationId }, signal }),
      // An answer by text shows within a minute while the page is open.
      { staleTime: 10_000, refetchInterval: 60_000 },
    ),
  );
}

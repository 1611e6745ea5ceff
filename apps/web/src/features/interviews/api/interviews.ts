import type { TInterviewInvite, TInterviewReschedule } from '@perks/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';

/** Query keys of interviews: personal, so under 'user' (signing out clears them). */
export const interviewKeys = {
  all: ['user', 'interviews'] as const,
  ofApplication: (applicationId: string) => [...interviewKeys.all, applicationId] as const,
};

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

function useRefresh() {
  const queryClient = useQueryClient();
  // The application's status and the conversation change with an interview too.
  return () => queryClient.invalidateQueries({ queryKey: ['user'] });
}

/** POST /applications/{id}/interviews. */
export function useInvite(applicationId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TInterviewInvite) =>
      api.post('/applications/{id}/interviews', { params: { id: applicationId }, body }),
    onSuccess: refresh,
  });
}

export type InterviewAction =
  | { action: 'choose'; slot: number }
  | { action: 'decline'; reason?: string }
  | { action: 'other-times'; reason?: string }
  | { action: 'cancel'; reason: string }
  | { action: 'reschedule'; body: TInterviewReschedule }
  | { action: 'outcome'; outcome: 'attended' | 'no_show' };

function act(id: string, request: InterviewAction) {
  const params = { id };
  switch (request.action) {
    case 'choose':
      return api.post('/interviews/{id}/choose', { params, body: { slot: request.slot } });
    case 'decline':
      return api.post('/interviews/{id}/decline', { params, body: { reason: request.reason } });
    case 'other-times':
      return api.post('/interviews/{id}/other-times', { params, body: { reason: request.reason } });
    case 'cancel':
      return api.post('/interviews/{id}/cancel', { params, body: { reason: request.reason } });
    case 'reschedule':
      return api.post('/interviews/{id}/reschedule', { params, body: request.body });
    case 'outcome':
      return api.post('/interviews/{id}/outcome', { params, body: { outcome: request.outcome } });
  }
}

/** One answer or change to an interview; the list is read again after it, refused or not (a time taken meanwhile shows as taken). */
export function useInterviewAction(interviewId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (request: InterviewAction) => act(interviewId, request),
    onSettled: refresh,
  });
}

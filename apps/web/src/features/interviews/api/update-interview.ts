import type { TInterviewReschedule } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterInterview } from '../lib/refresh-after-interview';

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
  const refresh = useRefreshAfterInterview();
  return useMutation({
    mutationFn: (request: InterviewAction) => act(interviewId, request),
    onSettled: refresh,
  });
}

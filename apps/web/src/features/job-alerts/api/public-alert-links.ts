import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /job-alerts/email/confirm: the confirmation link's token; needs no sign-in. */
export function useConfirmAlertEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post('/job-alerts/email/confirm', { body: { token }, skipAuth: true }),
  });
}

/** GET /job-alerts/unsubscribe/{token}: what the link will stop, without stopping it. */
export function useUnsubscribePreview(token: string) {
  return useQuery({
    queryKey: ['job-alerts', 'unsubscribe', token],
    queryFn: ({ signal }) =>
      api.get('/job-alerts/unsubscribe/{token}', { params: { token }, signal, skipAuth: true }),
    retry: false,
  });
}

/** POST /job-alerts/unsubscribe/{token}: stops the e-mail the link names. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => api.post('/job-alerts/unsubscribe/{token}', { params: { token }, skipAuth: true }),
  });
}

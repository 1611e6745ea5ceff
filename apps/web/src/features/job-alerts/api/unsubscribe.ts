import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /job-alerts/unsubscribe/{token}: stops the e-mail the link names. */
function unsubscribe(token: string) {
  return api.post('/job-alerts/unsubscribe/{token}', { params: { token }, skipAuth: true });
}

export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => unsubscribe(token) });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /job-alerts/email/confirm: the confirmation link's token; needs no sign-in. */
function confirmAlertEmail(token: string) {
  return api.post('/job-alerts/email/confirm', { body: { token }, skipAuth: true });
}

export function useConfirmAlertEmail() {
  return useMutation({ mutationFn: confirmAlertEmail });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAlertListUpdate } from './use-alert-list-update';

/** PUT /user/job-alerts/email: sets the alert address (or sends its confirmation link again). */
function setAlertEmail(email: string) {
  return api.put('/user/job-alerts/email', { body: { email } });
}

/** The answered address (and whether it is confirmed) goes into the cached list. */
export function useSetAlertEmail() {
  const update = useAlertListUpdate();
  return useMutation({
    mutationFn: setAlertEmail,
    onSuccess: (email) => update((list) => ({ ...list, email })),
  });
}

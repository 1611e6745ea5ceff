import type { TCreateJobAlertRequest, TJobAlert } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAlertListUpdate } from './use-alert-list-update';

/** POST /user/job-alerts: saves a search with its alert settings. */
function createJobAlert(body: TCreateJobAlertRequest) {
  return api.post('/user/job-alerts', { body });
}

/** The new alert goes first in the cached list. */
export function useCreateJobAlert() {
  const update = useAlertListUpdate();
  return useMutation({
    mutationFn: createJobAlert,
    onSuccess: (alert: TJobAlert) => update((list) => ({ ...list, items: [alert, ...list.items] })),
  });
}

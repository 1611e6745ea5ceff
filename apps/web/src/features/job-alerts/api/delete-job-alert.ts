import type { TJobAlertList } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAlertListUpdate } from './use-alert-list-update';

/** DELETE /user/job-alerts/{alertId}: answers the list that remains. */
function deleteJobAlert(alertId: string) {
  return api.delete('/user/job-alerts/{alertId}', { params: { alertId } });
}

/** The list that remains replaces the cached one. */
export function useDeleteJobAlert() {
  const update = useAlertListUpdate();
  return useMutation({
    mutationFn: deleteJobAlert,
    onSuccess: (remaining: TJobAlertList) => update(() => remaining),
  });
}

import type { TJobAlert, TUpdateJobAlertRequest } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAlertListUpdate } from './use-alert-list-update';

/** PATCH /user/job-alerts/{alertId}: changes, pauses or resumes one. */
function updateJobAlert({ alertId, body }: { alertId: string; body: TUpdateJobAlertRequest }) {
  return api.patch('/user/job-alerts/{alertId}', { params: { alertId }, body });
}

/** The changed alert takes its place in the cached list. */
export function useUpdateJobAlert() {
  const update = useAlertListUpdate();
  return useMutation({
    mutationFn: updateJobAlert,
    onSuccess: (alert: TJobAlert) =>
      update((list) => ({ ...list, items: list.items.map((item) => (item.id === alert.id ? alert : item)) })),
  });
}

import type {
  TCreateJobAlertRequest,
  TJobAlert,
  TJobAlertList,
  TUpdateJobAlertRequest,
} from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { jobAlertKeys } from './job-alert-keys';

/**
 * The cached list after a change, so /alerts shows the answer at once without asking again.
 * Each mutation's answer is the server's word on the alert (or the whole list after a delete).
 */
function useListUpdate() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = jobAlertKeys.list(user?.id ?? null);
  return (change: (current: TJobAlertList) => TJobAlertList) =>
    queryClient.setQueryData<TJobAlertList>(key, (current) => (current ? change(current) : current));
}

/** POST /user/job-alerts: saves a search with its alert settings. */
export function useCreateJobAlert() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: (body: TCreateJobAlertRequest) => api.post('/user/job-alerts', { body }),
    onSuccess: (alert: TJobAlert) => update((list) => ({ ...list, items: [alert, ...list.items] })),
  });
}

/** PATCH /user/job-alerts/{alertId}: changes, pauses or resumes one. */
export function useUpdateJobAlert() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: ({ alertId, body }: { alertId: string; body: TUpdateJobAlertRequest }) =>
      api.patch('/user/job-alerts/{alertId}', { params: { alertId }, body }),
    onSuccess: (alert: TJobAlert) =>
      update((list) => ({ ...list, items: list.items.map((item) => (item.id === alert.id ? alert : item)) })),
  });
}

/** DELETE /user/job-alerts/{alertId}: answers the list that remains. */
export function useDeleteJobAlert() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: (alertId: string) => api.delete('/user/job-alerts/{alertId}', { params: { alertId } }),
    onSuccess: (remaining: TJobAlertList) => update(() => remaining),
  });
}

/** PUT /user/job-alerts/email: sets the alert address (or sends its confirmation link again). */
export function useSetAlertEmail() {
  const update = useListUpdate();
  return useMutation({
    mutationFn: (email: string) => api.put('/user/job-alerts/email', { body: { email } }),
    onSuccess: (email) => update((list) => ({ ...list, email })),
  });
}

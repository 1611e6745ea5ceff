import type { TJobAlertList } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { jobAlertKeys } from './job-alert-keys';

/**
 * The cached list after a change, so /alerts shows the answer at once without asking again.
 * Each alert write's answer is the server's word on the alert (or the whole list after a delete).
 */
export function useAlertListUpdate() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = jobAlertKeys.list(user?.id ?? null);
  return (change: (current: TJobAlertList) => TJobAlertList) =>
    queryClient.setQueryData<TJobAlertList>(key, (current) => (current ? change(current) : current));
}

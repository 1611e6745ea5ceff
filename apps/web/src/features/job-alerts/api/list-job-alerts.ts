import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobAlertKeys } from './job-alert-keys';

/**
 * GET /user/job-alerts: the person's saved searches and the address alerts are e-mailed to. Keyed
 * by the person, so another account's list is never shown from the cache; runs once signed in.
 */
export function useJobAlerts() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    ...readOptions(jobAlertKeys.list(userId), (signal) => api.get('/user/job-alerts', { signal })),
    enabled: userId !== null,
  });
}

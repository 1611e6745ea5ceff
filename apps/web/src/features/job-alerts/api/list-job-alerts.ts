import type { TJobAlertList } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { jobAlertKeys } from './job-alert-keys';

/** GET /user/job-alerts: the person's saved searches and the address alerts are e-mailed to. */
function fetchJobAlerts(signal?: AbortSignal): Promise<TJobAlertList> {
  return api.get('/user/job-alerts', { signal });
}

/** Keyed by the person, so another account's list is never shown from the cache. */
function jobAlertsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: jobAlertKeys.list(userId),
    queryFn: ({ signal }) => fetchJobAlerts(signal),
  });
}

/** Runs once signed in. */
export function useJobAlerts() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...jobAlertsQueryOptions(userId), enabled: userId !== null });
}

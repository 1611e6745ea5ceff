import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { jobAlertKeys } from './job-alert-keys';

/** GET /user/job-alerts: the person's saved searches and the address alerts are e-mailed to. */
export function useJobAlerts() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: jobAlertKeys.list(userId),
    queryFn: ({ signal }) => api.get('/user/job-alerts', { signal }),
    enabled: userId !== null,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/analytics: members and check-ins per week over the last 12 weeks. */
export function usePlatformAnalytics() {
  return useQuery(
    readOptions(adminKeys.platformAnalytics(), (signal) => api.get('/admin/analytics', { signal }), {
      staleTime: 5 * 60_000,
    }),
  );
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/audit-events?limit=5: the five newest entries of the audit trail, for Recent Activity. */
export function useRecentActivity() {
  return useQuery(
    readOptions(
      adminKeys.recentActivity(),
      (signal) => api.get('/admin/audit-events', { query: { limit: 5 }, signal }),
      { staleTime: 30_000 },
    ),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/audit-events for one account: its five newest entries. */
function fetchUserActivity(id: string, signal?: AbortSignal) {
  return api.get('/admin/audit-events', { query: { entity_type: 'user', entity_id: id, limit: 5 }, signal });
}

function userActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.userActivity(id),
    queryFn: ({ signal }) => fetchUserActivity(id, signal),
  });
}

export function useUserActivity(id: string) {
  return useQuery(userActivityQueryOptions(id));
}

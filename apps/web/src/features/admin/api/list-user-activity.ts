import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/audit-events for one account: its five newest entries. */
export function useUserActivity(id: string) {
  return useQuery(
    readOptions(adminKeys.userActivity(id), (signal) =>
      api.get('/admin/audit-events', { query: { entity_type: 'user', entity_id: id, limit: 5 }, signal }),
    ),
  );
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/operations: the job queue, the outboxes, SMS this hour and the day's failures. */
export function useAdminOperations() {
  return useQuery(
    readOptions(adminKeys.operations(), (signal) => api.get('/admin/operations', { signal }), {
      staleTime: 30_000,
    }),
  );
}

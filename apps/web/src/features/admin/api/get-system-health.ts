import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /health: whether the API and its database answer (a 503 is an error here). */
export function fetchSystemHealth(signal?: AbortSignal) {
  return api.get('/health', { signal, skipAuth: true });
}

function systemHealthQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.health(),
    queryFn: ({ signal }) => fetchSystemHealth(signal),
    staleTime: 30_000,
    retry: false,
  });
}

export function useSystemHealth() {
  return useQuery(systemHealthQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /health: whether the API and its database answer (a 503 is an error here). */
export function fetchSystemHealth(signal?: AbortSignal) {
  return api.get('/health', { signal, skipAuth: true });
}

export function useSystemHealth() {
  return useQuery(readOptions(adminKeys.health(), fetchSystemHealth, { staleTime: 30_000, retry: false }));
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/jobs/statistics. */
export function fetchJobStatistics(signal?: AbortSignal) {
  return api.get('/admin/jobs/statistics', { signal });
}

export function useJobStatistics() {
  return useQuery(readOptions(adminKeys.jobStatistics(), fetchJobStatistics));
}

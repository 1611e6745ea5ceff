import { api } from '@/lib/api-client';

/** GET /users/statistics: the totals and 7-day counts the API Test Center's Users panel shows. */
export function fetchUserStatistics(signal?: AbortSignal) {
  return api.get('/users/statistics', { signal });
}

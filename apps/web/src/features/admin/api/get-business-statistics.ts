import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses/statistics. */
export function useBusinessStatistics() {
  return useQuery(
    readOptions(
      adminKeys.businessStatistics(),
      (signal) => api.get('/admin/businesses/statistics', { signal }),
      {
        // docs/product.md, "Caching and timings": admin business data is fresh for 5 minutes.
        staleTime: 5 * 60_000,
      },
    ),
  );
}

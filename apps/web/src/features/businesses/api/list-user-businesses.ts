import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { businessKeys } from './business-keys';

/**
 * GET /user/businesses: the businesses the person belongs to, with their role in each. Runs only
 * once signed in. The dashboard and the job form read the same cache entry.
 */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({
    ...readOptions(businessKeys.userBusinesses(), (signal) => api.get('/user/businesses', { signal }), {
      // docs/product.md, "Caching and timings": the person's businesses are cached for 5 minutes.
      staleTime: 5 * 60_000,
    }),
    enabled,
  });
}

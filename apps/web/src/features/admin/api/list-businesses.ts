import type { TAdminBusinessListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses: one page. The previous page stays while the next loads. */
export function useAdminBusinesses(query: Partial<TAdminBusinessListQuery>) {
  return useQuery({
    ...readOptions(
      adminKeys.businessList(query),
      (signal) => api.get('/admin/businesses', { query, signal }),
      {
        // docs/product.md, "Caching and timings": admin business data is fresh for 5 minutes.
        staleTime: 5 * 60_000,
      },
    ),
    placeholderData: keepPreviousData,
  });
}

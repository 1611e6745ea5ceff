import type { TAdminBusinessListQuery } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses: one page. */
function fetchAdminBusinesses(query: Partial<TAdminBusinessListQuery>, signal?: AbortSignal) {
  return api.get('/admin/businesses', { query, signal });
}

function adminBusinessesQueryOptions(query: Partial<TAdminBusinessListQuery>) {
  return queryOptions({
    queryKey: adminKeys.businessList(query),
    queryFn: ({ signal }) => fetchAdminBusinesses(query, signal),
    // docs/product.md, "Caching and timings": admin business data is fresh for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

/** The previous page stays while the next loads. */
export function useAdminBusinesses(query: Partial<TAdminBusinessListQuery>) {
  return useQuery({ ...adminBusinessesQueryOptions(query), placeholderData: keepPreviousData });
}

import type { TBusinessList, TBusinessListQuery } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

export type DirectoryFilters = Partial<TBusinessListQuery>;

/** GET /businesses: one page of the directory. */
export function fetchBusinesses(filters: DirectoryFilters, signal?: AbortSignal): Promise<TBusinessList> {
  return api.get('/businesses', { query: filters, signal });
}

/**
 * Cache (docs/product.md, "Caching and timings"): fresh 2 minutes, kept 5, 3
 * retries, no refetch on mount or focus. The previous page stays on screen while the next loads.
 */
function directoryQueryOptions(filters: DirectoryFilters) {
  return queryOptions({
    queryKey: businessKeys.list(filters),
    queryFn: ({ signal }) => fetchBusinesses(filters, signal),
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    retry: 3,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

export function useDirectory(filters: DirectoryFilters) {
  return useQuery(directoryQueryOptions(filters));
}

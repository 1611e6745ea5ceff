import type { TBusinessList, TBusinessListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
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
export function useDirectory(filters: DirectoryFilters) {
  return useQuery(
    readOptions(businessKeys.list(filters), (signal) => fetchBusinesses(filters, signal), {
      staleTime: 2 * 60_000,
      gcTime: 5 * 60_000,
      retry: 3,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      placeholderData: keepPreviousData,
    }),
  );
}

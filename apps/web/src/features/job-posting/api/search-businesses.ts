import { BUSINESS_PICKER_LIMIT, type TAdminBusinessList } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobPostingKeys } from './job-posting-keys';

/** GET /admin/businesses?search=&limit=20: the admin's picker searches every business by name. */
function searchBusinesses(search: string, signal?: AbortSignal): Promise<TAdminBusinessList> {
  return api.get('/admin/businesses', {
    query: { search, limit: BUSINESS_PICKER_LIMIT },
    signal,
  });
}

function businessSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: jobPostingKeys.businessSearch(search),
    queryFn: ({ signal }) => searchBusinesses(search, signal),
    // docs/product.md, "Caching and timings": picker searches are cached for 30 seconds.
    staleTime: 30_000,
    retry: false,
  });
}

export function useBusinessSearch(search: string, enabled: boolean) {
  return useQuery({ ...businessSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}

import { type BusinessType, MAX_PAGE_SIZE } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

type PerksQuery = { q: string; category: BusinessType | '' };

/**
 * GET /promotions: the newest live perks matching the search and category, as many as one page
 * holds, so 'near me' can sort them in the browser without the location leaving it (decision 043).
 */
function fetchPerks(query: PerksQuery, signal?: AbortSignal) {
  return api.get('/promotions', {
    query: {
      page: 1,
      limit: MAX_PAGE_SIZE,
      ...(query.q ? { q: query.q } : {}),
      ...(query.category ? { category: query.category } : {}),
    },
    signal,
  });
}

function perksQueryOptions(query: PerksQuery) {
  return queryOptions({
    queryKey: promotionKeys.perks(query),
    queryFn: ({ signal }) => fetchPerks(query, signal),
  });
}

export function usePerks(query: PerksQuery) {
  return useQuery({ ...perksQueryOptions(query), placeholderData: keepPreviousData });
}

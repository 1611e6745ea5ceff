import { type BusinessType, MAX_PAGE_SIZE } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { promotionKeys } from './promotion-keys';

type PerksQuery = { q: string; category: BusinessType | '' };

/**
 * GET /promotions: the newest live perks matching the search and category, as many as one page
 * holds, so 'near me' can sort them in the browser without the location leaving it (decision 043).
 */
export function usePerks(query: PerksQuery) {
  return useQuery({
    ...readOptions(promotionKeys.perks(query), (signal) =>
      api.get('/promotions', {
        query: {
          page: 1,
          limit: MAX_PAGE_SIZE,
          ...(query.q ? { q: query.q } : {}),
          ...(query.category ? { category: query.category } : {}),
        },
        signal,
      }),
    ),
    placeholderData: keepPreviousData,
  });
}

import { type BusinessType, MAX_PAGE_SIZE } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/**
 * GET /promotions: the newest live perks matching the search and category, as many as one page
 * holds, so 'near me' can sort them in the browser without the location leaving it (decision 043).
 */
export function usePerks(query: { q: string; category: BusinessType | '' }) {
  return useQuery({
    queryKey: promotionKeys.perks(query),
    queryFn: ({ signal }) =>
      api.get('/promotions', {
        query: {
          page: 1,
          limit: MAX_PAGE_SIZE,
          ...(query.q ? { q: query.q } : {}),
          ...(query.category ? { category: query.category } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /businesses/{id}/promotions: titles for visitors, details for verified members. */
export function useBusinessPerks(businessId: string) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  return useQuery({
    queryKey: promotionKeys.businessPerks(businessId, signedIn),
    queryFn: ({ signal }) => api.get('/businesses/{id}/promotions', { params: { id: businessId }, signal }),
    // After the session check, so a member's first answer already carries the details.
    enabled: auth.initialised,
  });
}

/** GET /user/redemptions: the member's used promotions. */
export function useRedemptions() {
  return useQuery({
    queryKey: promotionKeys.redemptions(),
    queryFn: ({ signal }) => api.get('/user/redemptions', { signal }),
  });
}

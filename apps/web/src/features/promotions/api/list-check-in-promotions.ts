import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/**
 * POST /businesses/{id}/check-ins/promotions: the live promotions the member with this card code
 * may still use there. A POST so the card code travels in the body, never in a URL or a log line.
 */
function fetchCheckInPromotions(businessId: string, token: string, signal?: AbortSignal) {
  return api.post('/businesses/{id}/check-ins/promotions', {
    params: { id: businessId },
    body: { token },
    signal,
  });
}

function checkInPromotionsQueryOptions(businessId: string, token: string) {
  return queryOptions({
    queryKey: promotionKeys.checkIn(businessId, token),
    queryFn: ({ signal }) => fetchCheckInPromotions(businessId, token, signal),
    // One card code, one visit: a second look would only add another check of the code.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCheckInPromotions(businessId: string, token: string) {
  return useQuery({
    ...checkInPromotionsQueryOptions(businessId, token),
    enabled: Boolean(businessId && token),
  });
}

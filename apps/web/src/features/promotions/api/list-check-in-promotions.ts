import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { promotionKeys } from './promotion-keys';

/**
 * POST /businesses/{id}/check-ins/promotions: the live promotions the member with this card code
 * may still use there. A POST so the card code travels in the body, never in a URL or a log line.
 */
export function useCheckInPromotions(businessId: string, token: string) {
  return useQuery({
    ...readOptions(
      promotionKeys.checkIn(businessId, token),
      (signal) =>
        api.post('/businesses/{id}/check-ins/promotions', {
          params: { id: businessId },
          body: { token },
          signal,
        }),
      // One card code, one visit: a second look would only add another check of the code.
      { staleTime: Number.POSITIVE_INFINITY },
    ),
    enabled: Boolean(businessId && token),
  });
}

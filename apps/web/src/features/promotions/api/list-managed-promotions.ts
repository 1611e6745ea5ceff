import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { promotionKeys } from './promotion-keys';

/** GET /businesses/{id}/promotions/manage: every promotion of a business its managers keep. */
export function useManagedPromotions(businessId: string) {
  return useQuery({
    ...readOptions(promotionKeys.managed(businessId), (signal) =>
      api.get('/businesses/{id}/promotions/manage', { params: { id: businessId }, signal }),
    ),
    enabled: Boolean(businessId),
  });
}

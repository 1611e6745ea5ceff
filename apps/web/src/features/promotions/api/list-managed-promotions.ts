import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** GET /businesses/{id}/promotions/manage: every promotion of a business its managers keep. */
function fetchManagedPromotions(businessId: string, signal?: AbortSignal) {
  return api.get('/businesses/{id}/promotions/manage', { params: { id: businessId }, signal });
}

function managedPromotionsQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: promotionKeys.managed(businessId),
    queryFn: ({ signal }) => fetchManagedPromotions(businessId, signal),
  });
}

export function useManagedPromotions(businessId: string) {
  return useQuery({ ...managedPromotionsQueryOptions(businessId), enabled: Boolean(businessId) });
}

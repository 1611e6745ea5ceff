import type { PromotionStatus, TPromotionInput } from '@perks/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** GET /businesses/{id}/promotions/manage: every promotion of a business its managers keep. */
export function useManagedPromotions(businessId: string) {
  return useQuery({
    queryKey: promotionKeys.managed(businessId),
    queryFn: ({ signal }) =>
      api.get('/businesses/{id}/promotions/manage', { params: { id: businessId }, signal }),
    enabled: Boolean(businessId),
  });
}

function useRefreshPromotions(businessId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promotionKeys.managed(businessId) });
}

/** POST .../promotions, or PUT .../promotions/{promotionId} when `promotionId` is given. */
export function useSavePromotion(businessId: string, promotionId?: string) {
  const refresh = useRefreshPromotions(businessId);
  return useMutation({
    mutationFn: (body: TPromotionInput) =>
      promotionId
        ? api.put('/businesses/{id}/promotions/{promotionId}', {
            params: { id: businessId, promotionId },
            body,
          })
        : api.post('/businesses/{id}/promotions', { params: { id: businessId }, body }),
    onSuccess: refresh,
  });
}

/** PATCH .../status: pause, resume or end. */
export function usePromotionStatus(businessId: string) {
  const refresh = useRefreshPromotions(businessId);
  return useMutation({
    mutationFn: ({ promotionId, status }: { promotionId: string; status: PromotionStatus }) =>
      api.patch('/businesses/{id}/promotions/{promotionId}/status', {
        params: { id: businessId, promotionId },
        body: { status },
      }),
    onSuccess: refresh,
  });
}

import type { PromotionStatus } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** PATCH /businesses/{id}/promotions/{promotionId}/status: pause, resume or end. */
function updatePromotionStatus(businessId: string, promotionId: string, status: PromotionStatus) {
  return api.patch('/businesses/{id}/promotions/{promotionId}/status', {
    params: { id: businessId, promotionId },
    body: { status },
  });
}

/** The business's managed promotions are read again afterwards. */
export function usePromotionStatus(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ promotionId, status }: { promotionId: string; status: PromotionStatus }) =>
      updatePromotionStatus(businessId, promotionId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.managed(businessId) }),
  });
}

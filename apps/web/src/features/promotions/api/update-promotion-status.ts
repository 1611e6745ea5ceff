import type { PromotionStatus } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
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
  return useWriteThenRead(
    ({ promotionId, status }: { promotionId: string; status: PromotionStatus }) =>
      updatePromotionStatus(businessId, promotionId, status),
    [promotionKeys.managed(businessId)],
  );
}

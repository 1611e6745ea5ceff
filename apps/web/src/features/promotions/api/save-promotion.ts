import type { TPromotionInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { promotionKeys } from './promotion-keys';

/** POST .../promotions, or PUT .../promotions/{promotionId} when `promotionId` is given. */
function savePromotion(businessId: string, promotionId: string | undefined, body: TPromotionInput) {
  return promotionId
    ? api.put('/businesses/{id}/promotions/{promotionId}', { params: { id: businessId, promotionId }, body })
    : api.post('/businesses/{id}/promotions', { params: { id: businessId }, body });
}

/** The business's managed promotions are read again afterwards. */
export function useSavePromotion(businessId: string, promotionId?: string) {
  return useWriteThenRead(
    (body: TPromotionInput) => savePromotion(businessId, promotionId, body),
    [promotionKeys.managed(businessId)],
  );
}

import { PROMOTION_MESSAGES, usedUp } from '@perks/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertRedemption, isLive, lockPromotion, memberRedemptionCount } from './promotions.repository.ts';

/**
 * Records that a visit used a promotion, inside the check-in's transaction (decision 043). The
 * promotion's row is locked first, so two check-ins of one member at the limit take turns: the
 * second counts the first's redemption and is refused, and its visit is not recorded either.
 */
export async function redeemPromotion(
  tx: Tx,
  visit: { businessId: string; memberId: string; checkInId: string; now: Date },
  promotionId: string,
): Promise<{ title: string }> {
  const promotion = await lockPromotion(tx, visit.businessId, promotionId);
  if (!promotion) {
    throw new AppError('UNPROCESSABLE', PROMOTION_MESSAGES.wrongBusiness, { field: 'promotion_id' });
  }
  if (!(await isLive(tx, promotionId, visit.now))) {
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.notLive, { field: 'promotion_id' });
  }
  const max = promotion.max_uses;
  if (max !== null && usedUp(await memberRedemptionCount(tx, promotionId, visit.memberId), max)) {
    throw new AppError('CONFLICT', PROMOTION_MESSAGES.usedUp(max), {
      field: 'promotion_id',
      details: { limit: 'max_uses' },
    });
  }
  await insertRedemption(tx, {
    promotion_id: promotionId,
    member_id: visit.memberId,
    business_id: visit.businessId,
    check_in_id: visit.checkInId,
    created_at: visit.now,
  });
  return { title: promotion.title };
}

import {
  PROMOTION_MESSAGES,
  type PromotionStatus,
  type TPromotion,
  type TPromotionValues,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { toPromotion } from './promotion-dto.ts';
import {
  countRedemptions,
  insertPromotion,
  lockPromotion,
  promotionsCreatedToday,
  setPromotionStatus,
  updatePromotion,
} from './promotions.repository.ts';

/** New promotions a business may create in a day: plenty for a real venue, a wall for a script. */
const PROMOTIONS_PER_BUSINESS_PER_DAY = 20;

/** Creates a promotion (the caller already shown to manage the business), within the daily budget. */
export async function createPromotion(
  db: Db,
  businessId: string,
  values: TPromotionValues,
  actorId: string,
): Promise<TPromotion> {
  return db.transaction(async (tx) => {
    if ((await promotionsCreatedToday(tx, businessId)) >= PROMOTIONS_PER_BUSINESS_PER_DAY) {
      throw new AppError('RATE_LIMITED', PROMOTION_MESSAGES.tooMany);
    }
    return toPromotion(await insertPromotion(tx, businessId, values, actorId), 0);
  });
}

/** Applies a change to a promotion that has not ended, with the row locked. */
async function changePromotion(
  db: Db,
  businessId: string,
  promotionId: string,
  change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => ReturnType<typeof updatePromotion>,
): Promise<TPromotion> {
  return db.transaction(async (tx) => {
    const current = await lockPromotion(tx, businessId, promotionId);
    if (!current) throw notFound(PROMOTION_MESSAGES.notFound);
    if (current.status === 'ended') throw new AppError('CONFLICT', PROMOTION_MESSAGES.endedIsFinal);
    const row = await change(tx);
    return toPromotion(row, await countRedemptions(tx, promotionId));
  });
}

export function editPromotion(db: Db, businessId: string, promotionId: string, values: TPromotionValues) {
  return changePromotion(db, businessId, promotionId, (tx) => updatePromotion(tx, promotionId, values));
}

/** Pause, resume (active) or end; ending is final, so members' past redemptions keep their meaning. */
export function changePromotionStatus(
  db: Db,
  businessId: string,
  promotionId: string,
  status: PromotionStatus,
) {
  return changePromotion(db, businessId, promotionId, (tx) => setPromotionStatus(tx, promotionId, status));
}

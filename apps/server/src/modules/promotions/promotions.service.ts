import {
  PROMOTION_MESSAGES,
  type PromotionStatus,
  type TPromotion,
  type TPromotionValues,
} from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { BusinessActor } from '../../plugins/business-access.ts';
import { adminAtBusinessAudit } from '../audit/index.ts';
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

/** The fields an audit entry of a promotion write compares. */
const AUDITED_PROMOTION_FIELDS = [
  'business_id',
  'title',
  'description',
  'discount_type',
  'discount_value',
  'terms',
  'max_uses',
  'starts_at',
  'ends_at',
  'status',
] as const satisfies readonly (keyof TPromotion)[];

/** Records an admin's promotion write at a business they do not run (decision 052). */
const auditPromotion = adminAtBusinessAudit<
  TPromotion,
  'promotion.create' | 'promotion.update' | 'promotion.status'
>('promotion', AUDITED_PROMOTION_FIELDS);

/** Creates a promotion (the caller already shown to manage the business), within the daily budget. */
export async function createPromotion(
  db: Db,
  businessId: string,
  values: TPromotionValues,
  actor: BusinessActor,
): Promise<TPromotion> {
  return withBudget(db, [`promotions:${businessId}`], async (tx) => {
    if ((await promotionsCreatedToday(tx, businessId)) >= PROMOTIONS_PER_BUSINESS_PER_DAY) {
      throw new AppError('RATE_LIMITED', PROMOTION_MESSAGES.tooMany, { budget: 'promotions_daily' });
    }
    const promotion = toPromotion(await insertPromotion(tx, businessId, values, actor.id), 0);
    await auditPromotion(tx, actor, 'promotion.create', promotion.id, null, promotion);
    return promotion;
  });
}

/** Applies a change to a promotion that has not ended, with the row locked. */
async function changePromotion(
  db: Db,
  businessId: string,
  promotionId: string,
  actor: BusinessActor,
  action: 'promotion.update' | 'promotion.status',
  change: (tx: Tx) => ReturnType<typeof updatePromotion>,
): Promise<TPromotion> {
  return db.transaction(async (tx) => {
    const current = await lockPromotion(tx, businessId, promotionId);
    if (!current) throw notFound(PROMOTION_MESSAGES.notFound);
    if (current.status === 'ended') throw new AppError('CONFLICT', PROMOTION_MESSAGES.endedIsFinal);
    const redemptions = await countRedemptions(tx, promotionId);
    const promotion = toPromotion(await change(tx), redemptions);
    await auditPromotion(tx, actor, action, promotion.id, toPromotion(current, redemptions), promotion);
    return promotion;
  });
}

export function editPromotion(
  db: Db,
  businessId: string,
  promotionId: string,
  values: TPromotionValues,
  actor: BusinessActor,
) {
  return changePromotion(db, businessId, promotionId, actor, 'promotion.update', (tx) =>
    updatePromotion(tx, promotionId, values),
  );
}

/** Pause, resume (active) or end; ending is final, so members' past redemptions keep their meaning. */
export function changePromotionStatus(
  db: Db,
  businessId: string,
  promotionId: string,
  status: PromotionStatus,
  actor: BusinessActor,
) {
  return changePromotion(db, businessId, promotionId, actor, 'promotion.status', (tx) =>
    setPromotionStatus(tx, promotionId, status),
  );
}

import {
  CHECK_IN_MESSAGES,
  type TCheckIn,
  type TCheckInPromotion,
  type TCheckInValues,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { recordAuditBy } from '../audit/index.ts';
import { promotionsLeftFor, redeemPromotion } from '../promotions/index.ts';
import { type CardClock, checkCardToken } from './card.service.ts';
import { insertCheckIn, lockVisitLimits, recentVisits } from './check-in.repository.ts';

/** The member a card code belongs to, for a partner's staff; a 422 naming `token` when it is not valid. */
async function memberAtCounter(db: Db, token: string, clock: CardClock) {
  const check = await checkCardToken(db, token, clock);
  if (!check.valid || !check.memberId) {
    throw new AppError('UNPROCESSABLE', CHECK_IN_MESSAGES.notValid, {
      field: 'token',
      details: { verdict: check.verdict, reason: check.message },
    });
  }
  return { ...check, memberId: check.memberId };
}

/**
 * What the check-in's 'Promotion used' offers for the member with this card code: the business's
 * live promotions they have not used up (docs/product.md, "Perks, promotions and reviews"). Only
 * the business's owners and managers, or an admin, may ask; nothing is saved.
 */
export async function checkInPromotions(
  db: Db,
  actor: { id: string },
  businessId: string,
  token: string,
  clock: CardClock,
): Promise<TCheckInPromotion[]> {
  await assertCanManageBusiness(db, actor, businessId);
  const { memberId } = await memberAtCounter(db, token, clock);
  return promotionsLeftFor(db, businessId, memberId, clock.now);
}

/**
 * Records a member's visit (docs/product.md, "Partner check-in"): only the business's owners,
 * managers or an admin may, only for a valid card code, and only within the business's visit limits
 * (`max_visits_per_day`, `time_between_visits_minutes`; empty or 0 means no limit), redeeming the
 * promotion the partner chose, if any, within its `max_uses` per member (decision 043). An admin
 * recording a visit at a business they do not run leaves an audit row in the same transaction.
 */
export async function recordCheckIn(
  db: Db,
  actor: { id: string },
  businessId: string,
  body: TCheckInValues,
  clock: CardClock,
): Promise<TCheckIn> {
  const access = await assertCanManageBusiness(db, actor, businessId);
  const check = await memberAtCounter(db, body.token, clock);
  const { now } = clock;
  const memberId = check.memberId;

  const saved = await db.transaction(async (tx) => {
    const limits = await lockVisitLimits(tx, businessId);
    if (!limits) throw notFound('Business not found');
    const visits = await recentVisits(tx, businessId, memberId, now);
    const max = limits.max_visits_per_day;
    if (max && visits.today >= max) {
      throw new AppError('CONFLICT', CHECK_IN_MESSAGES.dailyLimit(max), {
        details: { limit: 'max_visits_per_day' },
      });
    }
    const gap = limits.time_between_visits_minutes;
    if (gap && visits.latest && now.getTime() - visits.latest.getTime() < gap * 60_000) {
      throw new AppError('CONFLICT', CHECK_IN_MESSAGES.tooSoon(gap), {
        details: { limit: 'time_between_visits_minutes' },
      });
    }
    const saved = await insertCheckIn(tx, {
      business_id: businessId,
      member_id: memberId,
      recorded_by: actor.id,
      method: body.method,
      notes: body.notes ?? null,
      created_at: now,
    });
    // A chosen promotion is redeemed in the same transaction: over its limit, no visit is saved.
    const promotion = body.promotion_id
      ? await redeemPromotion(tx, { businessId, memberId, checkInId: saved.row.id, now }, body.promotion_id)
      : null;
    if (access === 'admin') {
      await recordAuditBy(tx, actor.id, {
        action: 'check_in.create',
        entityType: 'check_in',
        entityId: saved.row.id,
        changes: {
          business_id: { from: null, to: businessId },
          member_id: { from: null, to: memberId },
          method: { from: null, to: body.method },
          promotion_id: { from: null, to: body.promotion_id ?? null },
        },
      });
    }
    return { ...saved, promotionTitle: promotion?.title ?? null, visitsToday: visits.today + 1 };
  });

  return {
    id: saved.row.id,
    business_id: businessId,
    method: saved.row.method,
    notes: saved.row.notes,
    created_at: saved.row.created_at.toISOString(),
    member_first_name: check.first_name,
    promotion_title: saved.promotionTitle,
    visits_count: saved.visitsCount,
    member_visits_today: saved.visitsToday,
  };
}

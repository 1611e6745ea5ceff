import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { checkIns } from './check-ins.ts';
import { cascadingRef, createdAt, primaryId } from './columns.ts';
import { promotions } from './promotions.ts';
import { users } from './users.ts';

/**
 * One use of a promotion by a member, recorded with the visit's check-in (decision 043). A visit
 * redeems at most one promotion; the per-member count against `max_uses` reads the first index.
 */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: primaryId(),
    promotion_id: cascadingRef(() => promotions.id),
    member_id: cascadingRef(() => users.id),
    business_id: cascadingRef(() => businesses.id),
    check_in_id: cascadingRef(() => checkIns.id),
    created_at: createdAt(),
  },
  (t) => [
    index('promotion_redemptions_promotion_member_idx').on(t.promotion_id, t.member_id),
    index('promotion_redemptions_member_created_idx').on(t.member_id, t.created_at),
    index('promotion_redemptions_business_idx').on(t.business_id),
    // A business's redemptions over a period, per promotion (analytics, decision 066).
    index('promotion_redemptions_business_created_idx').on(t.business_id, t.created_at, t.promotion_id),
    uniqueIndex('promotion_redemptions_check_in_key').on(t.check_in_id),
  ],
);

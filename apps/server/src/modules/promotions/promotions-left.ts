import { type TCheckInPromotion, usedUp } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { livePromotionsWithUses } from './promotions.repository.ts';

/**
 * A business's live promotions the member may still use, with their uses so far: what the
 * check-in offers. A used-up one is left out, as redeemPromotion would refuse it (decision 043).
 */
export async function promotionsLeftFor(
  db: Db,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<TCheckInPromotion[]> {
  const rows = await livePromotionsWithUses(db, businessId, memberId, now);
  return rows.filter((row) => !usedUp(row.used, row.max_uses));
}

import type { TPerk, TPromotion } from '@perks/contract';
import type { PromotionRow } from '../../db/schema/index.ts';

/** A stored promotion as its business's managers read it. */
export function toPromotion(row: PromotionRow, redemptions: number): TPromotion {
  return {
    id: row.id,
    business_id: row.business_id,
    title: row.title,
    description: row.description,
    discount_type: row.discount_type,
    discount_value: Number(row.discount_value),
    terms: row.terms,
    max_uses: row.max_uses,
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    status: row.status,
    redemptions,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface PerkRow {
  promotion: PromotionRow;
  business: TPerk['business'];
  /** The reader's own redemptions of it (0 when nobody is signed in). */
  used: number;
}

/**
 * A live promotion for the perks list. `withDetails` is false for anyone who is not a verified
 * member (or an admin): then only the title and the business leave the server.
 */
export function toPerk({ promotion, business, used }: PerkRow, withDetails: boolean): TPerk {
  return {
    id: promotion.id,
    title: promotion.title,
    business,
    details: withDetails
      ? {
          description: promotion.description,
          discount_type: promotion.discount_type,
          discount_value: Number(promotion.discount_value),
          terms: promotion.terms,
          max_uses: promotion.max_uses,
          used,
          ends_at: promotion.ends_at?.toISOString() ?? null,
        }
      : null,
  };
}

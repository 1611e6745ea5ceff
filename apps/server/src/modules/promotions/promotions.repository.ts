import type { PromotionStatus, TPerkListQuery, TPromotionValues, TRedemption } from '@perks/contract';
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { liveBusiness } from '../../db/live-business.ts';
import { businesses, promotionRedemptions, promotions } from '../../db/schema/index.ts';
import type { PerkRow } from './promotion-dto.ts';

/** Both the pool and a transaction handle these queries. */

/** Running and inside its dates, wherever it is. */
export function runningAt(now: Date): SQL {
  return and(
    eq(promotions.status, 'active'),
    or(isNull(promotions.starts_at), lte(promotions.starts_at, now)),
    or(isNull(promotions.ends_at), gt(promotions.ends_at, now)),
  ) as SQL;
}

/** Live: running, inside its dates, at an active partner (docs/product.md, "Perks, promotions and reviews"). */
function liveAt(now: Date): SQL {
  return and(runningAt(now), liveBusiness) as SQL;
}

/**
 * One member's redemptions of the promotion on the row, read by the (promotion, member) index; 0
 * for nobody. Qualified by hand: inside a select list Drizzle leaves columns unqualified, and a bare
 * "id" in the subquery would read the redemptions table's own column.
 */
function usesBy(memberId: string | null): SQL<number> {
  if (!memberId) return sql<number>`0`.mapWith(Number);
  return sql<number>`(select count(*)::int from ${promotionRedemptions} where ${promotionRedemptions.promotion_id} = ${sql.identifier('promotions')}.${sql.identifier('id')} and ${promotionRedemptions.member_id} = ${memberId})`.mapWith(
    Number,
  );
}

/** A perk's columns, with how often `viewerId` (the signed-in reader, if any) has used it. */
const perkColumns = (viewerId: string | null) => ({
  promotion: promotions,
  business: {
    id: businesses.id,
    name: businesses.name,
    business_type: businesses.business_type,
    address: businesses.address,
    latitude: businesses.latitude,
    longitude: businesses.longitude,
  },
  used: usesBy(viewerId),
});

/** A page of live perks, matching the search (title, description or business name) and category. */
export async function listLivePerks(
  db: Executor,
  query: TPerkListQuery,
  now: Date,
  viewerId: string | null,
): Promise<{ rows: PerkRow[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    liveAt(now),
    query.category ? eq(businesses.business_type, query.category) : undefined,
    pattern
      ? or(
          sql`lower(${promotions.title}) like ${pattern}`,
          sql`lower(${promotions.description}) like ${pattern}`,
          sql`lower(${businesses.name}) like ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(perkColumns(viewerId))
      .from(promotions)
      .innerJoin(businesses, eq(businesses.id, promotions.business_id))
      .where(where)
      .orderBy(desc(promotions.created_at), asc(promotions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(promotions)
      .innerJoin(businesses, eq(businesses.id, promotions.business_id))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One business's live perks, newest first. */
export async function livePerksOfBusiness(
  db: Executor,
  businessId: string,
  now: Date,
  viewerId: string | null,
): Promise<PerkRow[]> {
  return db
    .select(perkColumns(viewerId))
    .from(promotions)
    .innerJoin(businesses, eq(businesses.id, promotions.business_id))
    .where(and(eq(promotions.business_id, businessId), liveAt(now)))
    .orderBy(desc(promotions.created_at))
    .limit(50);
}

/** Every promotion of a business with how many times each was redeemed, for its managers. */
export async function listBusinessPromotions(db: Executor, businessId: string) {
  return db
    .select({
      promotion: promotions,
      // Qualified by hand: inside a select list Drizzle leaves columns unqualified, and a bare "id"
      // in the subquery would read the redemptions table's own column.
      redemptions: sql<number>`(select count(*)::int from ${promotionRedemptions} where ${promotionRedemptions.promotion_id} = ${sql.identifier('promotions')}.${sql.identifier('id')})`,
    })
    .from(promotions)
    .where(eq(promotions.business_id, businessId))
    .orderBy(desc(promotions.created_at))
    .limit(200);
}

export async function countRedemptions(db: Executor, promotionId: string): Promise<number> {
  return db.$count(promotionRedemptions, eq(promotionRedemptions.promotion_id, promotionId));
}

/** Promotions a business created in the last day: the abuse budget of `POST .../promotions`. */
export async function promotionsCreatedToday(db: Executor, businessId: string): Promise<number> {
  return db.$count(
    promotions,
    and(eq(promotions.business_id, businessId), sql`${promotions.created_at} > now() - interval '1 day'`),
  );
}

function columnsOf(values: TPromotionValues) {
  return {
    title: values.title,
    description: values.description,
    discount_type: values.discount_type,
    discount_value: values.discount_value,
    terms: values.terms ?? null,
    max_uses: values.max_uses ?? null,
    starts_at: values.starts_at ? new Date(values.starts_at) : null,
    ends_at: values.ends_at ? new Date(values.ends_at) : null,
  };
}

export async function insertPromotion(
  db: Executor,
  businessId: string,
  values: TPromotionValues,
  createdBy: string,
) {
  const [row] = await db
    .insert(promotions)
    .values({ business_id: businessId, created_by: createdBy, ...columnsOf(values) })
    .returning();
  return row!;
}

/** The promotion, locked until the transaction ends, so edits and redemptions take turns. */
export async function lockPromotion(db: Executor, businessId: string, promotionId: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, promotionId), eq(promotions.business_id, businessId)))
    .for('update');
  return row ?? null;
}

export async function updatePromotion(db: Executor, promotionId: string, values: TPromotionValues) {
  const [row] = await db
    .update(promotions)
    .set(columnsOf(values))
    .where(eq(promotions.id, promotionId))
    .returning();
  return row!;
}

export async function setPromotionStatus(db: Executor, promotionId: string, status: PromotionStatus) {
  const [row] = await db.update(promotions).set({ status }).where(eq(promotions.id, promotionId)).returning();
  return row!;
}

/** Whether the promotion is live now (its business active, inside its dates). */
export async function isLive(db: Executor, promotionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .innerJoin(businesses, eq(businesses.id, promotions.business_id))
    .where(and(eq(promotions.id, promotionId), liveAt(now)));
  return Boolean(row);
}

/** One business's live promotions with one member's redemptions of each, newest first. */
export async function livePromotionsWithUses(db: Executor, businessId: string, memberId: string, now: Date) {
  return db
    .select({
      id: promotions.id,
      title: promotions.title,
      max_uses: promotions.max_uses,
      used: usesBy(memberId),
    })
    .from(promotions)
    .innerJoin(businesses, eq(businesses.id, promotions.business_id))
    .where(and(eq(promotions.business_id, businessId), liveAt(now)))
    .orderBy(desc(promotions.created_at))
    .limit(50);
}

export async function memberRedemptionCount(db: Executor, promotionId: string, memberId: string) {
  return db.$count(
    promotionRedemptions,
    and(eq(promotionRedemptions.promotion_id, promotionId), eq(promotionRedemptions.member_id, memberId)),
  );
}

export async function insertRedemption(
  db: Executor,
  values: {
    promotion_id: string;
    member_id: string;
    business_id: string;
    check_in_id: string;
    created_at: Date;
  },
) {
  await db.insert(promotionRedemptions).values(values);
}

/** A member's redemptions, newest first (the latest 100). */
export async function memberRedemptions(db: Executor, memberId: string): Promise<TRedemption[]> {
  const rows = await db
    .select({
      id: promotionRedemptions.id,
      promotion_id: promotions.id,
      promotion_title: promotions.title,
      business_id: businesses.id,
      business_name: businesses.name,
      created_at: promotionRedemptions.created_at,
    })
    .from(promotionRedemptions)
    .innerJoin(promotions, eq(promotions.id, promotionRedemptions.promotion_id))
    .innerJoin(businesses, eq(businesses.id, promotionRedemptions.business_id))
    .where(eq(promotionRedemptions.member_id, memberId))
    .orderBy(desc(promotionRedemptions.created_at))
    .limit(100);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

import { REVIEW_WINDOW_DAYS, type TReview, type TReviewValues } from '@perks/contract';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, businessReviews, checkIns, users } from '../../db/schema/index.ts';

/** Both the pool and a transaction handle these queries. */

const LATEST_REVIEWS = 10;

const reviewColumns = {
  id: businessReviews.id,
  rating: businessReviews.rating,
  comment: businessReviews.comment,
  is_anonymous: businessReviews.is_anonymous,
  reply: businessReviews.reply,
  replied_at: businessReviews.replied_at,
  created_at: businessReviews.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
};

type ReviewRow = {
  id: string;
  rating: number;
  comment: string;
  is_anonymous: boolean;
  reply: string | null;
  replied_at: Date | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
};

/**
 * A review as anyone reads it (decision 044): never the author's id, and for an anonymous review
 * not even a name; otherwise a first name and last initial.
 */
function toReview(row: ReviewRow): TReview {
  const initial = row.last_name?.trim().charAt(0);
  const name = row.first_name?.trim() ? `${row.first_name.trim()}${initial ? ` ${initial}.` : ''}` : 'Member';
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    is_anonymous: row.is_anonymous,
    author_name: row.is_anonymous ? null : name,
    reply: row.reply,
    replied_at: row.replied_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const shown = (businessId: string) =>
  and(eq(businessReviews.business_id, businessId), isNull(businessReviews.removed_at));

/** The average and count of a business's reviews (removed ones left out) and the latest few. */
export async function reviewSummary(db: Executor, businessId: string) {
  const [[totals], latest] = await Promise.all([
    db
      .select({ n: count(), average: sql<string | null>`round(avg(${businessReviews.rating}), 1)` })
      .from(businessReviews)
      .where(shown(businessId)),
    db
      .select(reviewColumns)
      .from(businessReviews)
      .innerJoin(users, eq(users.id, businessReviews.author_id))
      .where(shown(businessId))
      .orderBy(desc(businessReviews.created_at))
      .limit(LATEST_REVIEWS),
  ]);
  return {
    average: totals?.average == null ? null : Number(totals.average),
    count: Number(totals?.n ?? 0),
    latest: latest.map(toReview),
  };
}

/**
 * The member's latest check-in at the business inside the review window, locked when asked (so two
 * reviews of one visit take turns), and whether it already carries a review.
 */
export async function latestVisitInWindow(db: Executor, businessId: string, memberId: string, lock = false) {
  const query = db
    .select({
      id: checkIns.id,
      // Qualified by hand: Drizzle leaves columns unqualified inside a select list.
      reviewed: sql<boolean>`exists (select 1 from ${businessReviews} where ${businessReviews.check_in_id} = ${sql.identifier('check_ins')}.${sql.identifier('id')})`,
    })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.business_id, businessId),
        eq(checkIns.member_id, memberId),
        gt(checkIns.created_at, sql`now() - make_interval(days => ${REVIEW_WINDOW_DAYS})`),
      ),
    )
    .orderBy(desc(checkIns.created_at))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: checkIns }) : await query;
  return row ?? null;
}

/** Reviews the member wrote in the last 24 hours (removed ones count too). */
export async function reviewsInLastDay(db: Executor, authorId: string): Promise<number> {
  return db.$count(
    businessReviews,
    and(
      eq(businessReviews.author_id, authorId),
      sql`${businessReviews.created_at} > now() - interval '1 day'`,
    ),
  );
}

export async function insertReview(
  db: Executor,
  values: TReviewValues & { business_id: string; author_id: string; check_in_id: string },
) {
  const [row] = await db.insert(businessReviews).values(values).returning({ id: businessReviews.id });
  return row!.id;
}

/** One shown review of the business, read for an answer. */
export async function findReview(
  db: Executor,
  businessId: string,
  reviewId: string,
): Promise<TReview | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.author_id))
    .where(and(eq(businessReviews.id, reviewId), shown(businessId)));
  return row ? toReview(row) : null;
}

/** Sets the reply only where there is none yet; false when the review is missing or already answered. */
export async function replyOnce(
  db: Executor,
  businessId: string,
  reviewId: string,
  reply: string,
  by: string,
) {
  const rows = await db
    .update(businessReviews)
    .set({ reply, replied_at: new Date(), replied_by: by })
    .where(and(eq(businessReviews.id, reviewId), shown(businessId), isNull(businessReviews.reply)))
    .returning({ id: businessReviews.id });
  return rows.length > 0;
}

export async function markRemoved(db: Executor, businessId: string, reviewId: string, by: string) {
  const rows = await db
    .update(businessReviews)
    .set({ removed_at: new Date(), removed_by: by })
    .where(and(eq(businessReviews.id, reviewId), shown(businessId)))
    .returning({ id: businessReviews.id });
  return rows.length > 0;
}

/** Keeps the directory's `average_rating` in step with the shown reviews, in the writer's transaction. */
export async function refreshAverageRating(db: Executor, businessId: string) {
  await db
    .update(businesses)
    .set({
      average_rating: sql`(select round(avg(${businessReviews.rating}), 2) from ${businessReviews} where ${businessReviews.business_id} = ${businessId} and ${businessReviews.removed_at} is null)`,
    })
    .where(eq(businesses.id, businessId));
}

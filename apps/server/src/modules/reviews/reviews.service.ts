import {
  REVIEW_MESSAGES,
  REVIEWS_PER_DAY,
  type TReview,
  type TReviewEligibility,
  type TReviewValues,
} from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAuditBy } from '../audit/index.ts';
import {
  findReview,
  insertReview,
  latestVisitInWindow,
  markRemoved,
  refreshAverageRating,
  replyOnce,
  reviewsInLastDay,
} from './reviews.repository.ts';

/** Why the member may not review now, or null when they may (decision 044). */
async function refusal(db: Executor, businessId: string, memberId: string, lock: boolean) {
  const visit = await latestVisitInWindow(db, businessId, memberId, lock);
  if (!visit) return { message: REVIEW_MESSAGES.noVisit, code: 'FORBIDDEN' as const, visit };
  if (visit.reviewed) return { message: REVIEW_MESSAGES.alreadyReviewed, code: 'CONFLICT' as const, visit };
  if ((await reviewsInLastDay(db, memberId)) >= REVIEWS_PER_DAY) {
    return { message: REVIEW_MESSAGES.tooMany, code: 'RATE_LIMITED' as const, visit };
  }
  return { message: null, code: null, visit };
}

export async function reviewEligibility(
  db: Db,
  businessId: string,
  memberId: string,
): Promise<TReviewEligibility> {
  const { message } = await refusal(db, businessId, memberId, false);
  return { can_review: message === null, reason: message };
}

/** A unique index said no: another request stored the row first. */
const uniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23505';

/**
 * Writes the member's one review of their latest visit. The member's budget lock comes first
 * (decision 050: advisory locks before any row lock), so reviews sent at once are judged one after
 * another, each seeing the ones committed before it: one per visit, REVIEWS_PER_DAY a day.
 */
export async function writeReview(
  db: Db,
  businessId: string,
  memberId: string,
  values: TReviewValues,
): Promise<TReview> {
  try {
    return await withBudget(db, [`reviews:user:${memberId}`], async (tx) => {
      const { message, code, visit } = await refusal(tx, businessId, memberId, true);
      if (code || !visit) {
        throw new AppError(code ?? 'FORBIDDEN', message ?? REVIEW_MESSAGES.noVisit, {
          ...(code === 'RATE_LIMITED' ? { budget: 'reviews_daily' } : {}),
        });
      }
      const id = await insertReview(tx, {
        ...values,
        business_id: businessId,
        author_id: memberId,
        check_in_id: visit.id,
      });
      await refreshAverageRating(tx, businessId);
      return (await findReview(tx, businessId, id))!;
    });
  } catch (error) {
    // The visit's unique review index is the last word, should anything write around the lock.
    if (uniqueViolation(error)) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    throw error;
  }
}

export async function replyToReview(db: Db, businessId: string, reviewId: string, reply: string, by: string) {
  const review = await findReview(db, businessId, reviewId);
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (!(await replyOnce(db, businessId, reviewId, reply, by))) {
    throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
  }
  return (await findReview(db, businessId, reviewId))!;
}

export async function removeReview(db: Db, businessId: string, reviewId: string, by: string) {
  await db.transaction(async (tx) => {
    if (!(await markRemoved(tx, businessId, reviewId, by))) throw notFound(REVIEW_MESSAGES.notFound);
    await refreshAverageRating(tx, businessId);
    await recordAuditBy(tx, by, {
      action: 'review.remove',
      entityType: 'review',
      entityId: reviewId,
      changes: { removed: { from: false, to: true } },
    });
  });
}

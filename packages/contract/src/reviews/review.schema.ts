import { z } from 'zod';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { requiredText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/**
 * Member reviews of partner businesses (docs/product.md, "Reviews"; decision 044): the spec's
 * declared review schema (rating 1-5, comment 10-500, is_anonymous default false).
 */

/** A check-in opens a window this long in which its one review may be written. */
export const REVIEW_WINDOW_DAYS = 30;
/** Reviews one member may write in 24 hours, across all businesses. */
export const REVIEWS_PER_DAY = 5;

export const REVIEW_MESSAGES = {
  /** No rating chosen: the form starts without one, so a member never posts a rating by default. */
  ratingRequired: 'Rating is required: choose 1 to 5 stars',
  rating: 'Rating must be a whole number from 1 to 5',
  commentTooShort: 'Comment must be at least 10 characters',
  commentTooLong: 'Comment must be 500 characters or fewer',
  anonymous: 'is_anonymous must be true or false',
  replyRequired: 'Reply is required',
  replyTooLong: 'Reply must be 500 characters or fewer',
  noVisit: `You can review a business after a visit checked in there in the last ${REVIEW_WINDOW_DAYS} days.`,
  alreadyReviewed:
    'You have already reviewed your latest visit here. You can review again after your next visit.',
  tooMany: `You can write at most ${REVIEWS_PER_DAY} reviews a day. Try again tomorrow.`,
  alreadyReplied: 'This review already has a reply',
  notFound: 'Review not found',
  anonymousName: 'Anonymous member',
} as const;

export const ZReviewInput = z.strictObject(
  {
    rating: z
      .number({
        error: (iss) => (iss.input === undefined ? REVIEW_MESSAGES.ratingRequired : REVIEW_MESSAGES.rating),
      })
      .int({ error: REVIEW_MESSAGES.rating })
      .min(1, { error: REVIEW_MESSAGES.rating })
      .max(5, { error: REVIEW_MESSAGES.rating }),
    comment: z
      .string({ error: REVIEW_MESSAGES.commentTooShort })
      .trim()
      .min(10, { error: REVIEW_MESSAGES.commentTooShort })
      .max(500, { error: REVIEW_MESSAGES.commentTooLong }),
    is_anonymous: z.boolean({ error: REVIEW_MESSAGES.anonymous }).default(false),
  },
  UNKNOWN_FIELDS,
);
export type TReviewInput = z.input<typeof ZReviewInput>;
export type TReviewValues = z.output<typeof ZReviewInput>;

export const ZReviewReplyInput = z.strictObject(
  { reply: requiredText(500, REVIEW_MESSAGES.replyRequired, REVIEW_MESSAGES.replyTooLong) },
  UNKNOWN_FIELDS,
);

/**
 * A review as anyone reads it. It never carries the author's id; `author_name` is a first name
 * and last initial, or null when the review is anonymous.
 */
export const ZReview = z.object({
  id: ZUuid,
  rating: z.number().int(),
  comment: z.string(),
  is_anonymous: z.boolean(),
  author_name: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  latest: z.array(ZReview),
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

export const ZReviewEligibility = z.object({ can_review: z.boolean(), reason: z.string().nullable() });
export type TReviewEligibility = z.infer<typeof ZReviewEligibility>;

export const ZReviewParams = z.object({ id: ZUuid, reviewId: ZUuid });

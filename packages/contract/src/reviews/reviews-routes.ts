import { z } from 'zod';
import { adminRoute, publicRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZReview,
  ZReviewEligibility,
  ZReviewInput,
  ZReviewParams,
  ZReviewReplyInput,
  ZReviewSummary,
} from './review.schema.ts';

/** Member reviews of partner businesses (decision 044). */
export const REVIEWS_ROUTES = featureRoutes('reviews', {
  'GET /businesses/{id}/reviews': publicRoute(
    "A business's average rating and latest reviews (anonymous ones without a name)",
    { params: ZIdParams, ok: ZReviewSummary },
  ),
  'GET /businesses/{id}/reviews/eligibility': signedInRoute(
    'Whether the caller may review the business now (a recent visit not yet reviewed)',
    { params: ZIdParams, ok: ZReviewEligibility },
  ),
  'POST /businesses/{id}/reviews': signedInRoute(
    'Review a business after a checked-in visit: one review per visit, a few a day',
    { params: ZIdParams, body: ZReviewInput, created: ZReview },
  ),
  'POST /businesses/{id}/reviews/{reviewId}/reply': signedInRoute(
    "The business's one reply to a review (its owners and managers, and admins)",
    { params: ZReviewParams, body: ZReviewReplyInput, ok: ZReview },
  ),
  'DELETE /businesses/{id}/reviews/{reviewId}': adminRoute('Remove a review (admins)', {
    params: ZReviewParams,
    ok: z.null(),
  }),
});

import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'GET /businesses/{id}/reviews': {
    summary: "A business's average rating and latest reviews (anonymous ones without a name)",
    access: 'public',
    params: ZIdParams,
    responses: { 200: ok(ZReviewSummary) },
  },
  'GET /businesses/{id}/reviews/eligibility': {
    summary: 'Whether the caller may review the business now (a recent visit not yet reviewed)',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZReviewEligibility) },
  },
  'POST /businesses/{id}/reviews': {
    summary: 'Review a business after a checked-in visit: one review per visit, a few a day',
    access: 'user',
    params: ZIdParams,
    body: ZReviewInput,
    responses: { 201: ok(ZReview) },
  },
  'POST /businesses/{id}/reviews/{reviewId}/reply': {
    summary: "The business's one reply to a review (its owners and managers, and admins)",
    access: 'user',
    params: ZReviewParams,
    body: ZReviewReplyInput,
    responses: { 200: ok(ZReview) },
  },
  'DELETE /businesses/{id}/reviews/{reviewId}': {
    summary: 'Remove a review (admins)',
    access: 'admin',
    params: ZReviewParams,
    responses: { 200: ok(z.null()) },
  },
});

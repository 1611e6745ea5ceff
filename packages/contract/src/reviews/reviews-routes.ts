import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZUuid } from '../shared/primitives.ts';
import {
  ZReview,
  ZReviewEligibility,
  ZReviewInput,
  ZReviewParams,
  ZReviewReplyInput,
  ZReviewSummary,
} from './review.schema.ts';

const ZBusinessParams = z.object({ id: ZUuid });

/** Member reviews of partner businesses (decision 044). */
export const REVIEWS_ROUTES = {
  'GET /businesses/{id}/reviews': {
    summary: "A business's average rating and latest reviews (anonymous ones without a name)",
    tag: 'reviews',
    access: 'public',
    params: ZBusinessParams,
    responses: { 200: ok(ZReviewSummary) },
  },
  'GET /businesses/{id}/reviews/eligibility': {
    summary: 'Whether the caller may review the business now (a recent visit not yet reviewed)',
    tag: 'reviews',
    access: 'user',
    params: ZBusinessParams,
    responses: { 200: ok(ZReviewEligibility) },
  },
  'POST /businesses/{id}/reviews': {
    summary: 'Review a business after a checked-in visit: one review per visit, a few a day',
    tag: 'reviews',
    access: 'user',
    params: ZBusinessParams,
    body: ZReviewInput,
    responses: { 201: ok(ZReview) },
  },
  'POST /businesses/{id}/reviews/{reviewId}/reply': {
    summary: "The business's one reply to a review (its owners and managers, and admins)",
    tag: 'reviews',
    access: 'user',
    params: ZReviewParams,
    body: ZReviewReplyInput,
    responses: { 200: ok(ZReview) },
  },
  'DELETE /businesses/{id}/reviews/{reviewId}': {
    summary: 'Remove a review (admins)',
    tag: 'reviews',
    access: 'admin',
    params: ZReviewParams,
    responses: { 200: ok(z.null()) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;

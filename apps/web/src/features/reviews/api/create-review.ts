import type { TReviewInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { reviewKeys } from './review-keys';

/** POST /businesses/{id}/reviews: a review of a checked-in visit. */
function createReview(businessId: string, body: TReviewInput) {
  return api.post('/businesses/{id}/reviews', { params: { id: businessId }, body });
}

/** The business's reviews and the person's eligibility are read again afterwards. */
export function useWriteReview(businessId: string) {
  return useWriteThenRead(
    (body: TReviewInput) => createReview(businessId, body),
    [reviewKeys.summary(businessId), reviewKeys.eligibility(businessId)],
  );
}

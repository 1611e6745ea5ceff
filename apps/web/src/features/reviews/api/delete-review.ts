import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { reviewKeys } from './review-keys';

/** DELETE /businesses/{id}/reviews/{reviewId}. */
function deleteReview(businessId: string, reviewId: string) {
  return api.delete('/businesses/{id}/reviews/{reviewId}', { params: { id: businessId, reviewId } });
}

/** The business's reviews and the person's eligibility are read again afterwards. */
export function useRemoveReview(businessId: string) {
  return useWriteThenRead(
    (reviewId: string) => deleteReview(businessId, reviewId),
    [reviewKeys.summary(businessId), reviewKeys.eligibility(businessId)],
  );
}

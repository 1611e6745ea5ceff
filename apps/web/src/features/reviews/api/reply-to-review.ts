import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { reviewKeys } from './review-keys';

/** POST /businesses/{id}/reviews/{reviewId}/reply: the business's answer. */
function replyToReview(businessId: string, reviewId: string, reply: string) {
  return api.post('/businesses/{id}/reviews/{reviewId}/reply', {
    params: { id: businessId, reviewId },
    body: { reply },
  });
}

/** The business's reviews and the person's eligibility are read again afterwards. */
export function useReplyToReview(businessId: string) {
  return useWriteThenRead(
    ({ reviewId, reply }: { reviewId: string; reply: string }) => replyToReview(businessId, reviewId, reply),
    [reviewKeys.summary(businessId), reviewKeys.eligibility(businessId)],
  );
}

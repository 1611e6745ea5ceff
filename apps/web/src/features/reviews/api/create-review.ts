import type { TReviewInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** POST /businesses/{id}/reviews: a review of a checked-in visit. */
function createReview(businessId: string, body: TReviewInput) {
  return api.post('/businesses/{id}/reviews', { params: { id: businessId }, body });
}

/** The business's reviews and the person's eligibility are read again afterwards. */
export function useWriteReview(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewInput) => createReview(businessId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.summary(businessId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.eligibility(businessId) }),
      ]),
  });
}

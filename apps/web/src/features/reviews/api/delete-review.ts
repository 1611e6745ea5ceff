import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** DELETE /businesses/{id}/reviews/{reviewId}. */
function deleteReview(businessId: string, reviewId: string) {
  return api.delete('/businesses/{id}/reviews/{reviewId}', { params: { id: businessId, reviewId } });
}

/** The business's reviews and the person's eligibility are read again afterwards. */
export function useRemoveReview(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => deleteReview(businessId, reviewId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.summary(businessId) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.eligibility(businessId) }),
      ]),
  });
}

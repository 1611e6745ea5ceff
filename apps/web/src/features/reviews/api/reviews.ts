import type { TReviewInput } from '@perks/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Query keys of the reviews feature; the eligibility is personal, so it lives under 'user'. */
const reviewKeys = {
  summary: (businessId: string) => ['business-reviews', businessId] as const,
  eligibility: (businessId: string) => ['user', 'review-eligibility', businessId] as const,
};

/** GET /businesses/{id}/reviews: the average and the latest reviews. */
export function useReviewSummary(businessId: string) {
  return useQuery({
    queryKey: reviewKeys.summary(businessId),
    queryFn: ({ signal }) => api.get('/businesses/{id}/reviews', { params: { id: businessId }, signal }),
  });
}

/** GET .../reviews/eligibility: whether the signed-in person may review now, and why not. */
export function useReviewEligibility(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.eligibility(businessId),
    queryFn: ({ signal }) =>
      api.get('/businesses/{id}/reviews/eligibility', { params: { id: businessId }, signal }),
    enabled,
  });
}

function useRefreshReviews(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.summary(businessId) }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.eligibility(businessId) }),
    ]);
}

export function useWriteReview(businessId: string) {
  const refresh = useRefreshReviews(businessId);
  return useMutation({
    mutationFn: (body: TReviewInput) =>
      api.post('/businesses/{id}/reviews', { params: { id: businessId }, body }),
    onSuccess: refresh,
  });
}

export function useReplyToReview(businessId: string) {
  const refresh = useRefreshReviews(businessId);
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      api.post('/businesses/{id}/reviews/{reviewId}/reply', {
        params: { id: businessId, reviewId },
        body: { reply },
      }),
    onSuccess: refresh,
  });
}

export function useRemoveReview(businessId: string) {
  const refresh = useRefreshReviews(businessId);
  return useMutation({
    mutationFn: (reviewId: string) =>
      api.delete('/businesses/{id}/reviews/{reviewId}', { params: { id: businessId, reviewId } }),
    onSuccess: refresh,
  });
}

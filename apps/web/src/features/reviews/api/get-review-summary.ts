import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /businesses/{id}/reviews: the average and the latest reviews. */
function fetchReviewSummary(businessId: string, signal?: AbortSignal) {
  return api.get('/businesses/{id}/reviews', { params: { id: businessId }, signal });
}

function reviewSummaryQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: reviewKeys.summary(businessId),
    queryFn: ({ signal }) => fetchReviewSummary(businessId, signal),
  });
}

export function useReviewSummary(businessId: string) {
  return useQuery(reviewSummaryQueryOptions(businessId));
}

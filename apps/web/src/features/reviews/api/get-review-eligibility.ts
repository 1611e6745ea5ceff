import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** GET /businesses/{id}/reviews/eligibility: whether the signed-in person may review now, and why not. */
function fetchReviewEligibility(businessId: string, signal?: AbortSignal) {
  return api.get('/businesses/{id}/reviews/eligibility', { params: { id: businessId }, signal });
}

function reviewEligibilityQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: reviewKeys.eligibility(businessId),
    queryFn: ({ signal }) => fetchReviewEligibility(businessId, signal),
  });
}

export function useReviewEligibility(businessId: string, enabled: boolean) {
  return useQuery({ ...reviewEligibilityQueryOptions(businessId), enabled });
}

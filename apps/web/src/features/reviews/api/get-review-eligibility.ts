import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { reviewKeys } from './review-keys';

/** GET /businesses/{id}/reviews/eligibility: whether the signed-in person may review now, and why not. */
export function useReviewEligibility(businessId: string, enabled: boolean) {
  return useQuery({
    ...readOptions(reviewKeys.eligibility(businessId), (signal) =>
      api.get('/businesses/{id}/reviews/eligibility', { params: { id: businessId }, signal }),
    ),
    enabled,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { reviewKeys } from './review-keys';

/** GET /businesses/{id}/reviews: the average and the latest reviews. */
export function useReviewSummary(businessId: string) {
  return useQuery(
    readOptions(reviewKeys.summary(businessId), (signal) =>
      api.get('/businesses/{id}/reviews', { params: { id: businessId }, signal }),
    ),
  );
}

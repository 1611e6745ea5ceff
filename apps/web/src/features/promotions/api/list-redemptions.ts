import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** GET /user/redemptions: the member's used promotions. */
function fetchRedemptions(signal?: AbortSignal) {
  return api.get('/user/redemptions', { signal });
}

function redemptionsQueryOptions() {
  return queryOptions({
    queryKey: promotionKeys.redemptions(),
    queryFn: ({ signal }) => fetchRedemptions(signal),
  });
}

export function useRedemptions() {
  return useQuery(redemptionsQueryOptions());
}

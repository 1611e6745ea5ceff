import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { promotionKeys } from './promotion-keys';

/** GET /businesses/{id}/promotions: titles for visitors, details for verified members. */
function fetchBusinessPerks(businessId: string, signal?: AbortSignal) {
  return api.get('/businesses/{id}/promotions', { params: { id: businessId }, signal });
}

function businessPerksQueryOptions(businessId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: promotionKeys.businessPerks(businessId, signedIn),
    queryFn: ({ signal }) => fetchBusinessPerks(businessId, signal),
  });
}

export function useBusinessPerks(businessId: string) {
  const auth = useAuth();
  return useQuery({
    ...businessPerksQueryOptions(businessId, auth.status === 'signed-in'),
    // After the session check, so a member's first answer already carries the details.
    enabled: auth.initialised,
  });
}

import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { promotionKeys } from './promotion-keys';

/** GET /businesses/{id}/promotions: titles for visitors, details for verified members. */
export function useBusinessPerks(businessId: string) {
  const auth = useAuth();
  return useQuery({
    ...readOptions(promotionKeys.businessPerks(businessId, auth.status === 'signed-in'), (signal) =>
      api.get('/businesses/{id}/promotions', { params: { id: businessId }, signal }),
    ),
    // After the session check, so a member's first answer already carries the details.
    enabled: auth.initialised,
  });
}

import type { TCheckInRequest } from '@perks/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/**
 * POST /card-verifications for the code in the link, once: asking again later could turn a valid
 * code into a replay, so the answer is kept for as long as the page is open.
 */
export function useCardVerification(token: string) {
  return useQuery({
    queryKey: membershipKeys.verification(token),
    queryFn: () => api.post('/card-verifications', { body: { token }, skipAuth: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** POST /businesses/{id}/check-ins: the partner's staff record the visit. */
export function useRecordCheckIn() {
  return useMutation({
    mutationFn: ({ businessId, ...body }: TCheckInRequest & { businessId: string }) =>
      api.post('/businesses/{id}/check-ins', { params: { id: businessId }, body }),
  });
}

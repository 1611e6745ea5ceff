import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /card-verifications: whether the code in the link is a member's card, now. */
function verifyCard(token: string) {
  return api.post('/card-verifications', { body: { token }, skipAuth: true });
}

/**
 * Asked once: asking again later could turn a valid code into a replay, so the answer is kept for
 * as long as the page is open.
 */
function cardVerificationQueryOptions(token: string) {
  return queryOptions({
    queryKey: membershipKeys.verification(token),
    queryFn: () => verifyCard(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useCardVerification(token: string) {
  return useQuery(cardVerificationQueryOptions(token));
}

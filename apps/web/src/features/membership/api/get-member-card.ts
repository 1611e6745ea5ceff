import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { writeCachedCard } from '../lib/card-cache';
import { membershipKeys } from './membership-keys';

/** GET /user/member-card: the card and its secret. */
function fetchMemberCard(signal?: AbortSignal) {
  return api.get('/user/member-card', { signal });
}

/**
 * Each answer is kept on the device so the card works offline; it is fetched again every few
 * minutes while the card is open, so a removal from the staff list reaches the card quickly.
 */
function memberCardQueryOptions() {
  return queryOptions({
    queryKey: membershipKeys.card(),
    queryFn: async ({ signal }) => writeCachedCard(await fetchMemberCard(signal)),
    staleTime: 0,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}

export function useMemberCard(enabled: boolean) {
  return useQuery({ ...memberCardQueryOptions(), enabled });
}

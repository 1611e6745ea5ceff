import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { writeCachedCard } from '../lib/card-cache';
import { membershipKeys } from './membership-keys';

/**
 * GET /user/member-card: the card and its secret. Each answer is kept on the device so the card
 * works offline; it is fetched again every few minutes while the card is open, so a removal from
 * the staff list reaches the card quickly.
 */
export function useMemberCard(enabled: boolean) {
  return useQuery({
    ...readOptions(
      membershipKeys.card(),
      async (signal) => writeCachedCard(await api.get('/user/member-card', { signal })),
      { staleTime: 0, refetchInterval: 5 * 60_000, retry: false },
    ),
    enabled,
  });
}

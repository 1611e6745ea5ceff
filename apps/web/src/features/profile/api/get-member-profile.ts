import type { TMemberProfile } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/profile: the header of a profile (the phone only for its owner and admins). */
function fetchMemberProfile(userId: string, signal?: AbortSignal): Promise<TMemberProfile> {
  return api.get('/users/{userId}/profile', { params: { userId }, signal });
}

function memberProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => fetchMemberProfile(userId, signal),
    staleTime: 5 * 60_000,
    // An unknown member stays unknown: only network and server failures are worth retrying.
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
  });
}

export function useMemberProfile(userId: string | undefined) {
  return useQuery({ ...memberProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

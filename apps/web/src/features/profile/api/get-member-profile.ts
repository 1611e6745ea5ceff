import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { readOptions } from '@/lib/read-options';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/profile: the header of a profile (the phone only for its owner and admins). */
export function useMemberProfile(userId: string | undefined) {
  return useQuery({
    ...readOptions(
      profileKeys.member(userId ?? ''),
      (signal) => api.get('/users/{userId}/profile', { params: { userId: userId ?? '' }, signal }),
      {
        staleTime: 5 * 60_000,
        // An unknown member stays unknown: only network and server failures are worth retrying.
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
    ),
    enabled: Boolean(userId),
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { readOptions } from '@/lib/read-options';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/work-experience/stats: the stats strip. */
export function useWorkExperienceStats(userId: string | undefined) {
  return useQuery({
    ...readOptions(
      profileKeys.stats(userId ?? ''),
      (signal) =>
        api.get('/users/{userId}/work-experience/stats', { params: { userId: userId ?? '' }, signal }),
      // docs/product.md, "Profiles and work experience": stats are fresh for 10 minutes.
      { staleTime: 10 * 60_000, retry: (failureCount, error) => failureCount < 2 && !isClientError(error) },
    ),
    enabled: Boolean(userId),
  });
}

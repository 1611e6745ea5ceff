import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { readOptions } from '@/lib/read-options';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/work-experience: the timeline, newest first. */
export function useWorkExperience(userId: string | undefined) {
  return useQuery({
    ...readOptions(
      profileKeys.workExperience(userId ?? ''),
      (signal) => api.get('/users/{userId}/work-experience', { params: { userId: userId ?? '' }, signal }),
      // docs/product.md, "Profiles and work experience": the list is fresh for 5 minutes, retried twice.
      { staleTime: 5 * 60_000, retry: (failureCount, error) => failureCount < 2 && !isClientError(error) },
    ),
    enabled: Boolean(userId),
  });
}

import type { TWorkExperience } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/work-experience: the timeline, newest first. */
function fetchWorkExperience(userId: string, signal?: AbortSignal): Promise<TWorkExperience[]> {
  return api.get('/users/{userId}/work-experience', { params: { userId }, signal });
}

// docs/product.md, "Profiles and work experience": the list is fresh for 5 minutes, retried twice.
function workExperienceQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.workExperience(userId),
    queryFn: ({ signal }) => fetchWorkExperience(userId, signal),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
  });
}

export function useWorkExperience(userId: string | undefined) {
  return useQuery({ ...workExperienceQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

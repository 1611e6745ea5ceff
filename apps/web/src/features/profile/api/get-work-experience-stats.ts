import type { TWorkExperienceStats } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { profileKeys } from './profile-keys';

/** GET /users/{userId}/work-experience/stats: the stats strip. */
function fetchStats(userId: string, signal?: AbortSignal): Promise<TWorkExperienceStats> {
  return api.get('/users/{userId}/work-experience/stats', { params: { userId }, signal });
}

// docs/product.md, "Profiles and work experience": stats are fresh for 10 minutes.
function workExperienceStatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.stats(userId),
    queryFn: ({ signal }) => fetchStats(userId, signal),
    staleTime: 10 * 60_000,
    retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
  });
}

export function useWorkExperienceStats(userId: string | undefined) {
  return useQuery({ ...workExperienceStatsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

import type { TWorkExperience, TWorkExperienceInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** After any change the timeline and the stats are fetched again (docs/product.md). */
export function useRefreshWorkHistory(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.workExperience(userId) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.stats(userId) }),
    ]);
}

/** POST /users/{userId}/work-experience, or PUT .../{id} when `entryId` is given. */
export function useSaveWorkExperience(userId: string, entryId?: string) {
  const refresh = useRefreshWorkHistory(userId);
  return useMutation({
    mutationFn: (body: TWorkExperienceInput): Promise<TWorkExperience> =>
      entryId
        ? api.put('/users/{userId}/work-experience/{id}', { params: { userId, id: entryId }, body })
        : api.post('/users/{userId}/work-experience', { params: { userId }, body }),
    onSuccess: refresh,
  });
}

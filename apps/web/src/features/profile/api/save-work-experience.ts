import type { TWorkExperience, TWorkExperienceInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** POST /users/{userId}/work-experience, or PUT .../{id} when `entryId` is given. */
function saveWorkExperience(
  userId: string,
  entryId: string | undefined,
  body: TWorkExperienceInput,
): Promise<TWorkExperience> {
  return entryId
    ? api.put('/users/{userId}/work-experience/{id}', { params: { userId, id: entryId }, body })
    : api.post('/users/{userId}/work-experience', { params: { userId }, body });
}

/** After any change the timeline and the stats are fetched again (docs/product.md). */
export function useSaveWorkExperience(userId: string, entryId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWorkExperienceInput) => saveWorkExperience(userId, entryId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.workExperience(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.stats(userId) }),
      ]),
  });
}

import type { TWorkExperience, TWorkExperienceInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
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
  return useWriteThenRead(
    (body: TWorkExperienceInput) => saveWorkExperience(userId, entryId, body),
    [profileKeys.workExperience(userId), profileKeys.stats(userId)],
  );
}

import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { profileKeys } from './profile-keys';

/** DELETE /users/{userId}/work-experience/{id}. */
function deleteWorkExperience(userId: string, id: string) {
  return api.delete('/users/{userId}/work-experience/{id}', { params: { userId, id } });
}

/** After any change the timeline and the stats are fetched again (docs/product.md). */
export function useDeleteWorkExperience(userId: string) {
  return useWriteThenRead(
    (id: string) => deleteWorkExperience(userId, id),
    [profileKeys.workExperience(userId), profileKeys.stats(userId)],
  );
}

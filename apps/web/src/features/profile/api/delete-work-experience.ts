import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** DELETE /users/{userId}/work-experience/{id}. */
function deleteWorkExperience(userId: string, id: string) {
  return api.delete('/users/{userId}/work-experience/{id}', { params: { userId, id } });
}

/** After any change the timeline and the stats are fetched again (docs/product.md). */
export function useDeleteWorkExperience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteWorkExperience(userId, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.workExperience(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.stats(userId) }),
      ]),
  });
}

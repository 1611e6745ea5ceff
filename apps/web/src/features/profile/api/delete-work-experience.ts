import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshWorkHistory } from './save-work-experience';

/** DELETE /users/{userId}/work-experience/{id}. */
export function useDeleteWorkExperience(userId: string) {
  const refresh = useRefreshWorkHistory(userId);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete('/users/{userId}/work-experience/{id}', { params: { userId, id } }),
    onSuccess: refresh,
  });
}

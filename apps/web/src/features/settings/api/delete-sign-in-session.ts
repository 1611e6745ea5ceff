import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** DELETE /auth/sessions/{id}: signs out of one other device. */
function deleteSignInSession(id: string) {
  return api.delete('/auth/sessions/{id}', { params: { id } });
}

/** The list is read again afterwards, whether or not it worked. */
export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignInSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signInSessions() }),
  });
}

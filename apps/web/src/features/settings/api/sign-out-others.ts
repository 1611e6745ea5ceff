import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** POST /auth/sessions/sign-out-others: signs out of every device but this one. */
function signOutOthers() {
  return api.post('/auth/sessions/sign-out-others');
}

/** The list is read again afterwards, whether or not it worked. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signInSessions() }),
  });
}

import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { settingsKeys } from './settings-keys';

/** DELETE /auth/sessions/{id}: signs out of one other device. */
function deleteSignInSession(id: string) {
  return api.delete('/auth/sessions/{id}', { params: { id } });
}

/** The list is read again afterwards, whether or not it worked. */
export function useEndSignIn() {
  return useWriteThenRead(deleteSignInSession, [settingsKeys.signInSessions()], { evenOnFailure: true });
}

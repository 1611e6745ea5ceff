import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { settingsKeys } from './settings-keys';

/** POST /auth/sessions/sign-out-others: signs out of every device but this one. */
function signOutOthers() {
  return api.post('/auth/sessions/sign-out-others');
}

/** The list is read again afterwards, whether or not it worked. */
export function useSignOutOthers() {
  return useWriteThenRead(signOutOthers, [settingsKeys.signInSessions()], { evenOnFailure: true });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { settingsKeys } from './settings-keys';

/** GET /auth/sessions: the person's signed-in devices. Always re-read when the screen opens. */
export function useSignInSessions() {
  return useQuery(
    readOptions(settingsKeys.signInSessions(), (signal) => api.get('/auth/sessions', { signal }), {
      staleTime: 0,
    }),
  );
}

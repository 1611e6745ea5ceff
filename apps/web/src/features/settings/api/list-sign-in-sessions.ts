import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /auth/sessions: the person's signed-in devices. */
function fetchSignInSessions(signal?: AbortSignal) {
  return api.get('/auth/sessions', { signal });
}

/** Always re-read when the screen opens. */
function signInSessionsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.signInSessions(),
    queryFn: ({ signal }) => fetchSignInSessions(signal),
    staleTime: 0,
  });
}

export function useSignInSessions() {
  return useQuery(signInSessionsQueryOptions());
}

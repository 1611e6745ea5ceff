import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const signInSessionsKey = ['auth', 'sessions'] as const;

/** GET /auth/sessions: the person's signed-in devices. Always re-read when the screen opens. */
export function useSignInSessions() {
  return useQuery({
    queryKey: signInSessionsKey,
    queryFn: ({ signal }) => api.get('/auth/sessions', { signal }),
    staleTime: 0,
  });
}

/** DELETE /auth/sessions/{id}: signs out of one other device, then re-reads the list. */
export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/auth/sessions/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInSessionsKey }),
  });
}

/** POST /auth/sessions/sign-out-others: signs out of every device but this one. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/auth/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInSessionsKey }),
  });
}

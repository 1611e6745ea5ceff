import { api } from '@/lib/api-client';

/** POST /auth/logout: ends the sign-in on the server (by cookie, and by token when there is one). */
export async function logoutRequest(): Promise<void> {
  await api.post('/auth/logout');
}

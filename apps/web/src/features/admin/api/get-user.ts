import { api } from '@/lib/api-client';

/** GET /users/{userId}: one account, as the API Test Center's lookup by user id shows it. */
export function fetchUser(userId: string, signal?: AbortSignal) {
  return api.get('/users/{userId}', { params: { userId }, signal });
}

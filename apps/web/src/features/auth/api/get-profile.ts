import type { TCurrentUser } from '@perks/contract';
import { api } from '@/lib/api-client';

/**
 * The profile may come back as the user or wrapped as `{ user }` (docs/product.md, "Signing in").
 * The schema (and zod) load with the first profile request, not with the app shell.
 */
async function unwrap(response: Promise<unknown>): Promise<TCurrentUser> {
  const [data, { ZCurrentUser }] = await Promise.all([response, import('@perks/contract/auth/auth-api')]);
  const candidate =
    data && typeof data === 'object' && 'user' in data ? (data as { user: unknown }).user : data;
  return ZCurrentUser.parse(candidate);
}

/** GET /auth/profile: the signed-in user. */
export function fetchProfile(): Promise<TCurrentUser> {
  return unwrap(api.get('/auth/profile'));
}

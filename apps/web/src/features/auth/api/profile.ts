import { type TCurrentUser, type TUpdateProfileRequest, ZCurrentUser } from '@perks/contract';
import { api } from '@/lib/api-client';

/** The profile may come back as the user or wrapped as `{ user }` (document 1, section 7). */
function unwrap(data: unknown): TCurrentUser {
  const candidate =
    data && typeof data === 'object' && 'user' in data ? (data as { user: unknown }).user : data;
  return ZCurrentUser.parse(candidate);
}

/** GET /auth/profile: the signed-in user. */
export async function fetchProfile(): Promise<TCurrentUser> {
  return unwrap(await api.get<unknown>('/auth/profile'));
}

/** PUT /auth/profile: the user's own first and last name. */
export async function updateProfile(names: TUpdateProfileRequest): Promise<TCurrentUser> {
  return unwrap(await api.put<unknown>('/auth/profile', names));
}

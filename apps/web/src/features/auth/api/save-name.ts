import type { TUpdateProfileRequest } from '@perks/contract';
import { api } from '@/lib/api-client';

/** PUT /auth/profile with the name a new person gives at first sign-in. */
export function saveName(body: Pick<TUpdateProfileRequest, 'first_name' | 'last_name'>) {
  return api.put('/auth/profile', { body });
}

import type { TAdminUserInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** POST /users, or PUT /users/{userId} when editing. */
function saveUser({ id, input }: { id?: string; input: TAdminUserInput }) {
  return id
    ? api.put('/users/{userId}', { params: { userId: id }, body: input })
    : api.post('/users', { body: input });
}

/** Afterwards every admin list and figure is read again. */
export function useSaveUser() {
  return useAdminWrite(saveUser);
}

import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** DELETE /users/{userId}. */
function deleteUser(id: string) {
  return api.delete('/users/{userId}', { params: { userId: id } });
}

export function useDeleteUser() {
  return useAdminWrite(deleteUser);
}

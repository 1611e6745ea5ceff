import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** DELETE /admin/businesses/{id}/members/{userId}. */
function removeBusinessMember({ id, userId }: { id: string; userId: string }) {
  return api.delete('/admin/businesses/{id}/members/{userId}', { params: { id, userId } });
}

export function useRemoveBusinessMember() {
  return useAdminWrite(removeBusinessMember);
}

import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** DELETE /admin/businesses/{id}. */
function deleteBusiness(id: string) {
  return api.delete('/admin/businesses/{id}', { params: { id } });
}

export function useDeleteBusiness() {
  return useAdminWrite(deleteBusiness);
}

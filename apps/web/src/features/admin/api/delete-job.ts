import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** DELETE /admin/jobs/{id}. */
function deleteJob(id: string) {
  return api.delete('/admin/jobs/{id}', { params: { id } });
}

export function useDeleteJob() {
  return useAdminWrite(deleteJob);
}

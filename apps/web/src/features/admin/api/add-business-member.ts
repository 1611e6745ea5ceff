import type { TAssignBusinessMember } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** POST /admin/businesses/{id}/members: an owner or manager by phone. */
function addBusinessMember({ id, ...body }: { id: string } & TAssignBusinessMember) {
  return api.post('/admin/businesses/{id}/members', { params: { id }, body });
}

export function useAddBusinessMember() {
  return useAdminWrite(addBusinessMember);
}

import type { TAdminBusinessInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** POST /admin/businesses, or PUT /admin/businesses/{id} when editing. */
function saveBusiness({ id, input }: { id?: string; input: TAdminBusinessInput }) {
  return id
    ? api.put('/admin/businesses/{id}', { params: { id }, body: input })
    : api.post('/admin/businesses', { body: input });
}

export function useSaveBusiness() {
  return useAdminWrite(saveBusiness);
}

import type { TConvertLead } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** POST /leads/{id}/convert: the business and its owner in one step. */
function convertLead({ id, ...body }: { id: string } & TConvertLead) {
  return api.post('/leads/{id}/convert', { params: { id }, body });
}

export function useConvertLead() {
  return useAdminWrite(convertLead);
}

import type { LeadStatus } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** PATCH /leads/{id}/status. */
function updateLeadStatus({ id, status }: { id: string; status: LeadStatus }) {
  return api.patch('/leads/{id}/status', { params: { id }, body: { status } });
}

export function useSetLeadStatus() {
  return useAdminWrite(updateLeadStatus);
}

import type { LeadStatus, TConvertLead, TLeadListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** GET /leads: one page of the inbox, newest first. */
export function useLeads(query: Partial<TLeadListQuery>) {
  return useQuery({
    queryKey: ['admin', 'leads', query],
    queryFn: ({ signal }) => api.get('/leads', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /leads/{id}/status. */
export function useSetLeadStatus() {
  return useAdminWrite(({ id, status }: { id: string; status: LeadStatus }) =>
    api.patch('/leads/{id}/status', { params: { id }, body: { status } }),
  );
}

/** POST /leads/{id}/convert: the business and its owner in one step. */
export function useConvertLead() {
  return useAdminWrite(({ id, ...body }: { id: string } & TConvertLead) =>
    api.post('/leads/{id}/convert', { params: { id }, body }),
  );
}

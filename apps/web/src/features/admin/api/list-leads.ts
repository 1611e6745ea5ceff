import type { TLeadListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /leads: one page of the inbox, newest first. */
export function useLeads(query: Partial<TLeadListQuery>) {
  return useQuery({
    ...readOptions(adminKeys.leadList(query), (signal) => api.get('/leads', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

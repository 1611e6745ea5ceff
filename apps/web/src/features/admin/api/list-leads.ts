import type { TLeadListQuery } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /leads: one page of the inbox, newest first. */
function fetchLeads(query: Partial<TLeadListQuery>, signal?: AbortSignal) {
  return api.get('/leads', { query, signal });
}

function leadsQueryOptions(query: Partial<TLeadListQuery>) {
  return queryOptions({
    queryKey: adminKeys.leadList(query),
    queryFn: ({ signal }) => fetchLeads(query, signal),
  });
}

export function useLeads(query: Partial<TLeadListQuery>) {
  return useQuery({ ...leadsQueryOptions(query), placeholderData: keepPreviousData });
}

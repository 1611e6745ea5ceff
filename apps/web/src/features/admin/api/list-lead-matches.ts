import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /leads/{id}/matches: businesses that may already be the lead's, by name and by phone. */
function fetchLeadMatches(id: string, phone: string, signal?: AbortSignal) {
  return api.get('/leads/{id}/matches', { params: { id }, query: phone ? { phone } : {}, signal });
}

function leadMatchesQueryOptions(id: string, phone: string) {
  return queryOptions({
    queryKey: adminKeys.leadMatches(id, phone),
    queryFn: ({ signal }) => fetchLeadMatches(id, phone, signal),
  });
}

/** While the phone is being typed, the matches of the last one asked stay on screen. */
export function useLeadMatches(id: string, phone: string) {
  return useQuery({ ...leadMatchesQueryOptions(id, phone), placeholderData: keepPreviousData });
}

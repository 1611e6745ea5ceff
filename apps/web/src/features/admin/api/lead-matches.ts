import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /leads/{id}/matches: businesses that may already be the lead's, by name and by phone. */
export function useLeadMatches(id: string, phone: string) {
  return useQuery({
    queryKey: adminKeys.leadMatches(id, phone),
    queryFn: ({ signal }) =>
      api.get('/leads/{id}/matches', { params: { id }, query: phone ? { phone } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}

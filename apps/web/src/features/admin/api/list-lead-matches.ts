import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/**
 * GET /leads/{id}/matches: businesses that may already be the lead's, by name and by phone. While
 * the phone is being typed, the matches of the last one asked stay on screen.
 */
export function useLeadMatches(id: string, phone: string) {
  return useQuery({
    ...readOptions(adminKeys.leadMatches(id, phone), (signal) =>
      api.get('/leads/{id}/matches', { params: { id }, query: phone ? { phone } : {}, signal }),
    ),
    placeholderData: keepPreviousData,
  });
}

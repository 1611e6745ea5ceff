import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { membershipKeys } from './membership-keys';

const ROSTER_PAGE_SIZE = 20;

/** GET /businesses/{id}/roster: one page of the staff list, searched. */
export function useRoster(businessId: string, query: { q: string; page: number }) {
  return useQuery({
    ...readOptions(membershipKeys.rosterPage(businessId, query), (signal) =>
      api.get('/businesses/{id}/roster', {
        params: { id: businessId },
        query: { page: query.page, limit: ROSTER_PAGE_SIZE, ...(query.q ? { q: query.q } : {}) },
        signal,
      }),
    ),
    placeholderData: keepPreviousData,
    enabled: Boolean(businessId),
  });
}

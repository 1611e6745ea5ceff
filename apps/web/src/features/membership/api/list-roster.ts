import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

const ROSTER_PAGE_SIZE = 20;

/** GET /businesses/{id}/roster: one page of the staff list, searched. */
function fetchRoster(businessId: string, query: { q: string; page: number }, signal?: AbortSignal) {
  return api.get('/businesses/{id}/roster', {
    params: { id: businessId },
    query: { page: query.page, limit: ROSTER_PAGE_SIZE, ...(query.q ? { q: query.q } : {}) },
    signal,
  });
}

function rosterQueryOptions(businessId: string, query: { q: string; page: number }) {
  return queryOptions({
    queryKey: membershipKeys.rosterPage(businessId, query),
    queryFn: ({ signal }) => fetchRoster(businessId, query, signal),
  });
}

export function useRoster(businessId: string, query: { q: string; page: number }) {
  return useQuery({
    ...rosterQueryOptions(businessId, query),
    placeholderData: keepPreviousData,
    enabled: Boolean(businessId),
  });
}

import type { TRosterEntryInput, TRosterRows } from '@perks/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

const ROSTER_PAGE_SIZE = 20;

/** GET /businesses/{id}/roster: one page of the staff list, searched. */
export function useRoster(businessId: string, query: { q: string; page: number }) {
  return useQuery({
    queryKey: membershipKeys.rosterPage(businessId, query),
    queryFn: ({ signal }) =>
      api.get('/businesses/{id}/roster', {
        params: { id: businessId },
        query: { page: query.page, limit: ROSTER_PAGE_SIZE, ...(query.q ? { q: query.q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(businessId),
  });
}

function useRefreshRoster(businessId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membershipKeys.roster(businessId) });
}

/** POST .../roster/preview: how a list would import; saves nothing. */
export function useRosterPreview(businessId: string) {
  return useMutation({
    mutationFn: (body: TRosterRows) =>
      api.post('/businesses/{id}/roster/preview', { params: { id: businessId }, body }),
  });
}

/** POST .../roster/import: the valid rows, all or nothing. */
export function useRosterImport(businessId: string) {
  const refresh = useRefreshRoster(businessId);
  return useMutation({
    mutationFn: (body: TRosterRows) =>
      api.post('/businesses/{id}/roster/import', { params: { id: businessId }, body }),
    onSuccess: refresh,
  });
}

/** POST .../roster, or PUT .../roster/{entryId} when `entryId` is given. */
export function useSaveRosterEntry(businessId: string, entryId?: string) {
  const refresh = useRefreshRoster(businessId);
  return useMutation({
    mutationFn: (body: TRosterEntryInput) =>
      entryId
        ? api.put('/businesses/{id}/roster/{entryId}', { params: { id: businessId, entryId }, body })
        : api.post('/businesses/{id}/roster', { params: { id: businessId }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveRosterEntry(businessId: string) {
  const refresh = useRefreshRoster(businessId);
  return useMutation({
    mutationFn: (entryId: string) =>
      api.delete('/businesses/{id}/roster/{entryId}', { params: { id: businessId, entryId } }),
    onSuccess: refresh,
  });
}

import type { TAdminBusinessInput, TAdminBusinessListQuery, TAssignBusinessMember } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

const businessesKeys = {
  list: (query: Partial<TAdminBusinessListQuery>) => ['admin', 'businesses', 'list', query] as const,
  statistics: ['admin', 'businesses', 'statistics'] as const,
  one: (id: string) => ['admin', 'businesses', 'one', id] as const,
};

// docs/product.md, "Caching and timings": admin business data is fresh for 5 minutes.
const ADMIN_BUSINESS_STALE_MS = 5 * 60_000;

/** GET /admin/businesses: one page; the previous page stays while the next loads. */
export function useAdminBusinesses(query: Partial<TAdminBusinessListQuery>) {
  return useQuery({
    queryKey: businessesKeys.list(query),
    queryFn: ({ signal }) => api.get('/admin/businesses', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: ADMIN_BUSINESS_STALE_MS,
  });
}

/** GET /admin/businesses/statistics. */
export function useBusinessStatistics() {
  return useQuery({
    queryKey: businessesKeys.statistics,
    queryFn: ({ signal }) => api.get('/admin/businesses/statistics', { signal }),
    staleTime: ADMIN_BUSINESS_STALE_MS,
  });
}

/** GET /admin/businesses/{id}: the business with its owners and managers. */
export function useAdminBusiness(id: string) {
  return useQuery({
    queryKey: businessesKeys.one(id),
    queryFn: ({ signal }) => api.get('/admin/businesses/{id}', { params: { id }, signal }),
  });
}

/** POST /admin/businesses, or PUT /admin/businesses/{id} when editing. */
export function useSaveBusiness() {
  return useAdminWrite(({ id, input }: { id?: string; input: TAdminBusinessInput }) =>
    id
      ? api.put('/admin/businesses/{id}', { params: { id }, body: input })
      : api.post('/admin/businesses', { body: input }),
  );
}

/** DELETE /admin/businesses/{id}. */
export function useDeleteBusiness() {
  return useAdminWrite((id: string) => api.delete('/admin/businesses/{id}', { params: { id } }));
}

/** POST /admin/businesses/{id}/members: an owner or manager by phone. */
export function useAddBusinessMember() {
  return useAdminWrite(({ id, ...body }: { id: string } & TAssignBusinessMember) =>
    api.post('/admin/businesses/{id}/members', { params: { id }, body }),
  );
}

/** DELETE /admin/businesses/{id}/members/{userId}. */
export function useRemoveBusinessMember() {
  return useAdminWrite(({ id, userId }: { id: string; userId: string }) =>
    api.delete('/admin/businesses/{id}/members/{userId}', { params: { id, userId } }),
  );
}

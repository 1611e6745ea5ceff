import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses/{id}: the business with its owners and managers. */
export function fetchAdminBusiness(id: string, signal?: AbortSignal) {
  return api.get('/admin/businesses/{id}', { params: { id }, signal });
}

function adminBusinessQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.business(id),
    queryFn: ({ signal }) => fetchAdminBusiness(id, signal),
  });
}

export function useAdminBusiness(id: string) {
  return useQuery(adminBusinessQueryOptions(id));
}

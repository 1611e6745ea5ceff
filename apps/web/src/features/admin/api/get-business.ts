import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/businesses/{id}: the business with its owners and managers. */
export function fetchAdminBusiness(id: string, signal?: AbortSignal) {
  return api.get('/admin/businesses/{id}', { params: { id }, signal });
}

export function useAdminBusiness(id: string) {
  return useQuery(readOptions(adminKeys.business(id), (signal) => fetchAdminBusiness(id, signal)));
}

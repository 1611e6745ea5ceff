import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { billingKeys } from './billing-keys';

/** GET /admin/billing: every business's status, trials ending soon and monthly recurring revenue. */
export function useAdminBilling() {
  return useQuery(readOptions(billingKeys.admin(), (signal) => api.get('/admin/billing', { signal })));
}

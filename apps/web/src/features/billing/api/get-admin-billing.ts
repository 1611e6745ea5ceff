import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /admin/billing: every business's status, trials ending soon and monthly recurring revenue. */
function fetchAdminBilling(signal?: AbortSignal) {
  return api.get('/admin/billing', { signal });
}

function adminBillingQueryOptions() {
  return queryOptions({ queryKey: billingKeys.admin(), queryFn: ({ signal }) => fetchAdminBilling(signal) });
}

export function useAdminBilling() {
  return useQuery(adminBillingQueryOptions());
}

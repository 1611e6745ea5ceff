import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /businesses/{id}/billing: the trial, status, people count and next invoice. */
function fetchBilling(businessId: string, signal?: AbortSignal) {
  return api.get('/businesses/{id}/billing', { params: { id: businessId }, signal });
}

function billingQueryOptions(businessId: string) {
  return queryOptions({
    queryKey: billingKeys.business(businessId),
    queryFn: ({ signal }) => fetchBilling(businessId, signal),
  });
}

export function useBilling(businessId: string) {
  return useQuery({ ...billingQueryOptions(businessId), enabled: Boolean(businessId) });
}

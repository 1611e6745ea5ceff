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

/**
 * `confirming`: back from Checkout, Stripe's webhook may land a moment after the owner: the page
 * asks again every few seconds until the payment method shows.
 */
export function useBilling(businessId: string, confirming = false) {
  return useQuery({
    ...billingQueryOptions(businessId),
    enabled: Boolean(businessId),
    refetchInterval: (query) =>
      confirming && query.state.data?.enabled && !query.state.data.has_subscription ? 3000 : false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { billingKeys } from './billing-keys';

/**
 * GET /businesses/{id}/billing: the trial, status, people count and next invoice. `confirming`:
 * back from Checkout, Stripe's webhook may land a moment after the owner: the page asks again every
 * few seconds until the payment method shows.
 */
export function useBilling(businessId: string, confirming = false) {
  return useQuery({
    ...readOptions(billingKeys.business(businessId), (signal) =>
      api.get('/businesses/{id}/billing', { params: { id: businessId }, signal }),
    ),
    enabled: Boolean(businessId),
    refetchInterval: (query) =>
      confirming && query.state.data?.enabled && !query.state.data.has_subscription ? 3000 : false,
  });
}

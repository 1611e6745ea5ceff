import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /businesses/{id}/billing/checkout or .../portal: a Stripe page's address, opened at once. */
function openStripe(businessId: string, page: 'checkout' | 'portal') {
  return page === 'checkout'
    ? api.post('/businesses/{id}/billing/checkout', { params: { id: businessId } })
    : api.post('/businesses/{id}/billing/portal', { params: { id: businessId } });
}

export function useOpenStripe(businessId: string, page: 'checkout' | 'portal') {
  return useMutation({
    mutationFn: () => openStripe(businessId, page),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

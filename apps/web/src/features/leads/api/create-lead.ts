import type { TCreateLead, TLead } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withChallenge } from '@/lib/challenge/with-challenge';

/**
 * POST /leads: the landing page's sign-up. Public, so no token is sent; past a few sign-ups from
 * one network the server asks for a solved challenge first.
 */
function createLead(lead: TCreateLead): Promise<TLead> {
  return withChallenge((altcha) => api.post('/leads', { body: { ...lead, altcha }, skipAuth: true }));
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}

import type { TCreateLead, TLead } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /leads: the landing page's sign-up. Public, so no token is sent. */
function createLead(lead: TCreateLead): Promise<TLead> {
  return api.post('/leads', { body: lead, skipAuth: true });
}

export function useCreateLead() {
  return useMutation({ mutationFn: createLead });
}

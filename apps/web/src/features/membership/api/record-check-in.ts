import type { TCheckInRequest } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /businesses/{id}/check-ins: the partner's staff record the visit. */
function recordCheckIn({ businessId, ...body }: TCheckInRequest & { businessId: string }) {
  return api.post('/businesses/{id}/check-ins', { params: { id: businessId }, body });
}

export function useRecordCheckIn() {
  return useMutation({ mutationFn: recordCheckIn });
}

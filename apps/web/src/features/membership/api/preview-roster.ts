import type { TRosterRows } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /businesses/{id}/roster/preview: how a list would import; saves nothing. */
function previewRoster(businessId: string, body: TRosterRows) {
  return api.post('/businesses/{id}/roster/preview', { params: { id: businessId }, body });
}

export function useRosterPreview(businessId: string) {
  return useMutation({ mutationFn: (body: TRosterRows) => previewRoster(businessId, body) });
}

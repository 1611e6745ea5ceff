import type { TAdminBusinessInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** POST /admin/businesses with the body a business extraction gave. */
function createBusinessFromExtraction(track: Track, body: TAdminBusinessInput) {
  return track('POST /admin/businesses', () => api.post('/admin/businesses', { body }));
}

/** Afterwards every admin list and figure is read again, so the Businesses tab shows the new business. */
export function useCreateBusinessFromExtraction(track: Track) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminBusinessInput) => createBusinessFromExtraction(track, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.admin() }),
  });
}

import type { TAdminBusinessInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** POST /admin/businesses with the body a business extraction gave. */
function createBusinessFromExtraction(track: Track, body: TAdminBusinessInput) {
  return track('POST /admin/businesses', () => api.post('/admin/businesses', { body }));
}

/** Afterwards every admin list and figure is read again, so the Businesses tab shows the new business. */
export function useCreateBusinessFromExtraction(track: Track) {
  return useWriteThenRead(
    (body: TAdminBusinessInput) => createBusinessFromExtraction(track, body),
    [aiKeys.admin()],
  );
}

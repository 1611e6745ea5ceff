import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Track } from './track';

/** POST /ai/conversations/{id}/extract with an empty body. */
function extractBusiness(track: Track, id: string) {
  return track('POST /ai/conversations/{id}/extract', () =>
    api.post('/ai/conversations/{id}/extract', { params: { id } }),
  );
}

export function useExtract(track: Track, id: string | null) {
  return useMutation({ mutationFn: () => extractBusiness(track, id ?? '') });
}

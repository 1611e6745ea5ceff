import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/test-connection. */
function fetchAiConnection(track: Track, signal?: AbortSignal) {
  return track('GET /ai/test-connection', () => api.get('/ai/test-connection', { signal }));
}

function aiConnectionQueryOptions(track: Track) {
  return queryOptions({
    queryKey: aiKeys.connection(),
    queryFn: ({ signal }) => fetchAiConnection(track, signal),
    // docs/product.md, "Caching and timings": the AI checks are fresh for 30 s.
    staleTime: 30_000,
    retry: 1,
  });
}

/** Only when asked (a hosted model is paid per call); one retry. */
export function useAiConnection(track: Track) {
  return useQuery({ ...aiConnectionQueryOptions(track), enabled: false });
}

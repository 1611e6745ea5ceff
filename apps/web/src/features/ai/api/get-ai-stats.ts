import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/admin/stats. */
function fetchAiStats(track: Track, signal?: AbortSignal) {
  return track('GET /ai/admin/stats', () => api.get('/ai/admin/stats', { signal }));
}

function aiStatsQueryOptions(track: Track) {
  return queryOptions({
    queryKey: aiKeys.stats(),
    queryFn: ({ signal }) => fetchAiStats(track, signal),
    // docs/product.md, "Caching and timings": the AI checks are fresh for 30 s.
    staleTime: 30_000,
  });
}

export function useAiStats(track: Track) {
  return useQuery(aiStatsQueryOptions(track));
}

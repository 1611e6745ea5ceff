import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/admin/stats. */
export function useAiStats(track: Track) {
  return useQuery(
    readOptions(
      aiKeys.stats(),
      (signal) => track('GET /ai/admin/stats', () => api.get('/ai/admin/stats', { signal })),
      {
        // docs/product.md, "Caching and timings": the AI checks are fresh for 30 s.
        staleTime: 30_000,
      },
    ),
  );
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/test-connection. Only when asked (a hosted model is paid per call); one retry. */
export function useAiConnection(track: Track) {
  return useQuery({
    ...readOptions(
      aiKeys.connection(),
      (signal) => track('GET /ai/test-connection', () => api.get('/ai/test-connection', { signal })),
      {
        // docs/product.md, "Caching and timings": the AI checks are fresh for 30 s.
        staleTime: 30_000,
        retry: 1,
      },
    ),
    enabled: false,
  });
}

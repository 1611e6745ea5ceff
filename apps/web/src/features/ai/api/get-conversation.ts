import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/conversations/{id}: the conversation with every message. */
export function useConversation(track: Track, id: string | null) {
  return useQuery({
    ...readOptions(aiKeys.conversation(id ?? ''), (signal) =>
      track('GET /ai/conversations/{id}', () =>
        api.get('/ai/conversations/{id}', { params: { id: id ?? '' }, signal }),
      ),
    ),
    enabled: id !== null,
  });
}

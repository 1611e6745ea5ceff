import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** GET /ai/conversations/{id}: the conversation with every message. */
function fetchConversation(track: Track, id: string, signal?: AbortSignal) {
  return track('GET /ai/conversations/{id}', () =>
    api.get('/ai/conversations/{id}', { params: { id }, signal }),
  );
}

function conversationQueryOptions(track: Track, id: string) {
  return queryOptions({
    queryKey: aiKeys.conversation(id),
    queryFn: ({ signal }) => fetchConversation(track, id, signal),
  });
}

export function useConversation(track: Track, id: string | null) {
  return useQuery({ ...conversationQueryOptions(track, id ?? ''), enabled: id !== null });
}

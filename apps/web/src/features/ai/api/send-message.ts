import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** POST /ai/conversations/{id}/messages. */
function sendMessage(track: Track, id: string, message: string) {
  return track('POST /ai/conversations/{id}/messages', () =>
    api.post('/ai/conversations/{id}/messages', {
      params: { id },
      body: {
        message,
        message_context: { test_scenario: 'api-test-center', timestamp: new Date().toISOString() },
      },
    }),
  );
}

/** The conversation is read again with both new turns, and the figures with it. */
export function useSendMessage(track: Track, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(track, id ?? '', message),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.conversation(id ?? '') }),
        queryClient.invalidateQueries({ queryKey: aiKeys.stats() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** POST /ai/conversations/{id}/messages, saying which screen sent it. */
function sendMessage(track: Track, id: string, message: string, scenario: string) {
  return track('POST /ai/conversations/{id}/messages', () =>
    api.post('/ai/conversations/{id}/messages', {
      params: { id },
      body: {
        message,
        message_context: { test_scenario: scenario, timestamp: new Date().toISOString() },
      },
    }),
  );
}

/** The conversation is read again with both new turns, and the figures with it. */
export function useSendMessage(track: Track, id: string | null, scenario: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(track, id ?? '', message, scenario),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.conversation(id ?? '') }),
        queryClient.invalidateQueries({ queryKey: aiKeys.stats() }),
      ]),
  });
}

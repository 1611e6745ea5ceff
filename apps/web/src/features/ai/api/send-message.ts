import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
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
  return useWriteThenRead(
    (message: string) => sendMessage(track, id ?? '', message, scenario),
    [aiKeys.conversation(id ?? ''), aiKeys.stats()],
  );
}

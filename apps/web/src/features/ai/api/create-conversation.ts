import type { TCreateConversationRequest } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';
import type { Track } from './track';

/** POST /ai/conversations. */
function createConversation(track: Track, body: TCreateConversationRequest) {
  return track('POST /ai/conversations', () => api.post('/ai/conversations', { body }));
}

/** The new conversation goes into the cache; the figures are read again afterwards. */
export function useCreateConversation(track: Track) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateConversationRequest) => createConversation(track, body),
    onSuccess: (conversation) => {
      queryClient.setQueryData(aiKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: aiKeys.stats() });
    },
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { messageKeys } from './message-keys';

/** GET /applications/{id}/conversation: one conversation; reading it marks the other side's messages read. */
export function useConversation(applicationId: string) {
  return useQuery(
    readOptions(
      messageKeys.conversation(applicationId),
      (signal) => api.get('/applications/{id}/conversation', { params: { id: applicationId }, signal }),
      // A reply (in the app or by text) shows within 15 seconds while the conversation is open.
      { staleTime: 5_000, refetchInterval: 15_000 },
    ),
  );
}

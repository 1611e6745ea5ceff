import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /applications/{id}/messages: one message. */
function sendMessage(applicationId: string, body: string) {
  return api.post('/applications/{id}/messages', { params: { id: applicationId }, body: { body } });
}

/** The conversation and the list are read again once the message is stored. */
export function useSendMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => sendMessage(applicationId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

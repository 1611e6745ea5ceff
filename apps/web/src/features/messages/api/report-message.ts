import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /messages/{id}/report: to the administrators. */
function reportMessage(messageId: string, reason?: string) {
  return api.post('/messages/{id}/report', { params: { id: messageId }, body: { reason } });
}

/** The conversation is read again: the message shows as reported. */
export function useReportMessage(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason?: string }) =>
      reportMessage(messageId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversation(applicationId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** PUT or DELETE /applications/{id}/conversation/block: block or unblock the other side. */
function setConversationBlock(applicationId: string, blocked: boolean) {
  const params = { params: { id: applicationId } };
  return blocked
    ? api.put('/applications/{id}/conversation/block', params)
    : api.delete('/applications/{id}/conversation/block', params);
}

export function useSetConversationBlock(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setConversationBlock(applicationId, blocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversation(applicationId) }),
  });
}

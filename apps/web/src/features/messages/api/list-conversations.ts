import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { messageKeys } from './message-keys';

/** GET /user/conversations: the person's conversations with unread counts (the menu's count too). */
export function useConversations(enabled = true) {
  return useQuery({
    ...readOptions(messageKeys.list(), (signal) => api.get('/user/conversations', { signal }), {
      // A new message should show within a minute, and at once on coming back to the tab.
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
    enabled,
  });
}

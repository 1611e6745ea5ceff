import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { messageKeys } from './message-keys';

/** GET /admin/reported-messages: reported messages, newest report first (admins). */
export function useReportedMessages() {
  return useQuery(
    readOptions(messageKeys.reported(), (signal) => api.get('/admin/reported-messages', { signal }), {
      staleTime: 30_000,
    }),
  );
}

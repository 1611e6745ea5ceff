import type { TAdminBusinessInput, TCreateConversationRequest } from '@perks/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Passes each call through the panel's call log (lib/use-call-log.ts). */
export type Track = <T>(endpoint: string, call: () => Promise<T>) => Promise<T>;

const aiKeys = {
  stats: ['admin', 'ai', 'stats'] as const,
  connection: ['admin', 'ai', 'connection'] as const,
  conversation: (id: string) => ['ai', 'conversation', id] as const,
};

// docs/product.md, "Caching and timings": the AI checks are fresh for 30 s.
const AI_CHECK_FRESH_MS = 30_000;

/** GET /ai/admin/stats. */
export function useAiStats(track: Track) {
  return useQuery({
    queryKey: aiKeys.stats,
    queryFn: ({ signal }) => track('GET /ai/admin/stats', () => api.get('/ai/admin/stats', { signal })),
    staleTime: AI_CHECK_FRESH_MS,
  });
}

/** GET /ai/test-connection, only when asked (a hosted model is paid per call); one retry. */
export function useAiConnection(track: Track) {
  return useQuery({
    queryKey: aiKeys.connection,
    queryFn: ({ signal }) =>
      track('GET /ai/test-connection', () => api.get('/ai/test-connection', { signal })),
    staleTime: AI_CHECK_FRESH_MS,
    retry: 1,
    enabled: false,
  });
}

/** GET /ai/conversations/{id}: the conversation with every message. */
export function useConversation(track: Track, id: string | null) {
  return useQuery({
    queryKey: aiKeys.conversation(id ?? ''),
    queryFn: ({ signal }) =>
      track('GET /ai/conversations/{id}', () =>
        api.get('/ai/conversations/{id}', { params: { id: id ?? '' }, signal }),
      ),
    enabled: id !== null,
  });
}

/** POST /ai/conversations; the figures are read again afterwards. */
export function useCreateConversation(track: Track) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateConversationRequest) =>
      track('POST /ai/conversations', () => api.post('/ai/conversations', { body })),
    onSuccess: (conversation) => {
      queryClient.setQueryData(aiKeys.conversation(conversation.id), conversation);
      return queryClient.invalidateQueries({ queryKey: aiKeys.stats });
    },
  });
}

/** POST /ai/conversations/{id}/messages; the conversation is read again with both new turns. */
export function useSendMessage(track: Track, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      track('POST /ai/conversations/{id}/messages', () =>
        api.post('/ai/conversations/{id}/messages', {
          params: { id: id ?? '' },
          body: {
            message,
            message_context: { test_scenario: 'api-test-center', timestamp: new Date().toISOString() },
          },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.conversation(id ?? '') }),
        queryClient.invalidateQueries({ queryKey: aiKeys.stats }),
      ]),
  });
}

/** POST /ai/conversations/{id}/extract with an empty body. */
export function useExtract(track: Track, id: string | null) {
  return useMutation({
    mutationFn: () =>
      track('POST /ai/conversations/{id}/extract', () =>
        api.post('/ai/conversations/{id}/extract', { params: { id: id ?? '' } }),
      ),
  });
}

/**
 * POST /admin/businesses with the body a business extraction gave; afterwards every admin list
 * and figure is read again, so the Businesses tab shows the new business.
 */
export function useCreateBusinessFromExtraction(track: Track) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminBusinessInput) =>
      track('POST /admin/businesses', () => api.post('/admin/businesses', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

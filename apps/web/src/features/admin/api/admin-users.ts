import type { TAdminUserInput, TAdminUserListQuery } from '@perks/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Partial<TAdminUserListQuery>) => ['admin', 'users', 'list', query] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
  activity: (id: string) => ['admin', 'audit-events', 'user', id] as const,
};

/** GET /users: one page of accounts; the previous page stays on screen while the next loads. */
export function useAdminUsers(query: Partial<TAdminUserListQuery>) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => api.get('/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The audit trail of one account, newest first. */
export function useUserActivity(id: string) {
  return useQuery({
    queryKey: usersKeys.activity(id),
    queryFn: ({ signal }) =>
      api.get('/admin/audit-events', { query: { entity_type: 'user', entity_id: id, limit: 5 }, signal }),
  });
}

/** POST /users or PUT /users/{userId}; afterwards every admin list and figure is re-read. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TAdminUserInput }) =>
      id
        ? api.put('/users/{userId}', { params: { userId: id }, body: input })
        : api.post('/users', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** DELETE /users/{userId}. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/users/{userId}', { params: { userId: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

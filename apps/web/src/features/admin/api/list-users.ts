import type { TAdminUserListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /users: one page of accounts. The previous page stays on screen while the next loads. */
export function useAdminUsers(query: Partial<TAdminUserListQuery>) {
  return useQuery({
    ...readOptions(adminKeys.userList(query), (signal) => api.get('/users', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

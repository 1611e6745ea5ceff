import type { TAdminUserListQuery } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /users: one page of accounts. */
function fetchAdminUsers(query: Partial<TAdminUserListQuery>, signal?: AbortSignal) {
  return api.get('/users', { query, signal });
}

function adminUsersQueryOptions(query: Partial<TAdminUserListQuery>) {
  return queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
  });
}

/** The previous page stays on screen while the next loads. */
export function useAdminUsers(query: Partial<TAdminUserListQuery>) {
  return useQuery({ ...adminUsersQueryOptions(query), placeholderData: keepPreviousData });
}

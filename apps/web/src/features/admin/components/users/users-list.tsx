import type { TAdminUser, TAdminUserListQuery } from '@perks/contract';
import { displayName } from '@perks/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useAdminUsers } from '../../api/admin-users';
import { ListPager } from '../list-pager';

// Admin searches wait for a pause in typing (docs/product.md, "Admin panel").
const SEARCH_DEBOUNCE_MS = 500;

interface UsersListProps {
  selectedId: string | null;
  onSelect: (user: TAdminUser) => void;
}

/** The left panel: search, account status and role filters, one page of accounts, paging. */
export function UsersList({ selectedId, onSelect }: UsersListProps) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TAdminUserListQuery['status'] | ''>('');
  const [role, setRole] = useState<TAdminUserListQuery['role'] | ''>('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({
    page,
    limit: 20,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
  });
  // A new search or filter starts again at page 1.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let body: React.ReactNode;
  if (users.isPending) {
    body = <LoadingNotice className="py-6">Loading users...</LoadingNotice>;
  } else if (users.isError) {
    body = (
      <LoadFailedNotice className="py-4" onRetry={() => void users.refetch()}>
        Failed to load users.
      </LoadFailedNotice>
    );
  } else if (users.data.data.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">No users match.</p>;
  } else {
    body = (
      <ul aria-label="Users" className="divide-y">
        {users.data.data.map((user) => (
          <li key={user.id}>
            <button
              type="button"
              aria-current={user.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(user)}
              className={cn(
                'flex w-full flex-col items-start gap-1 px-2 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                user.id === selectedId && 'bg-muted',
              )}
            >
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {displayName(user)}
                {user.is_admin && <Badge variant="secondary">Admin</Badge>}
                {!user.is_active && <Badge variant="outline">Inactive</Badge>}
              </span>
              <span className="text-sm text-muted-foreground">{user.email ?? user.phone}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const list = users.data;
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search aria-hidden="true" className="absolute left-3 top-3 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Search users by name, phone, e-mail or id"
          placeholder="Search name, phone, e-mail or id"
          className="pl-9"
          value={search}
          onChange={(event) => filtered(setSearch)(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect
          aria-label="Account status"
          value={status}
          onChange={(event) => filtered(setStatus)(event.target.value as typeof status)}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Role"
          value={role}
          onChange={(event) => filtered(setRole)(event.target.value as typeof role)}
        >
          <option value="">All roles</option>
          <option value="worker">Worker</option>
          <option value="business_owner">Business owner</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </div>
      <div aria-busy={users.isFetching}>{body}</div>
      {list && <ListPager label="Users pages" list={list} noun="users" onPage={setPage} />}
    </div>
  );
}

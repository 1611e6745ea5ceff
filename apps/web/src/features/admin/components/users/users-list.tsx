import type { TAdminUser, TAdminUserListQuery } from '@perks/contract';
import { displayName } from '@perks/contract';
import { useState } from 'react';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../../api/list-users';
import { SelectableList, useFilteredPage } from '../selectable-list';

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
  const { page, setPage, filtered } = useFilteredPage();
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({
    page,
    limit: 20,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(status ? { status } : {}),
    ...(role ? { role } : {}),
  });

  return (
    <div className="space-y-3">
      <SearchField
        id="admin-users-search"
        label="Search users by name, phone, e-mail or id"
        hideLabel
        placeholder="Search name, phone, e-mail or id"
        value={search}
        onChange={filtered(setSearch)}
        tooShort={false}
      />
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
      <SelectableList
        query={users}
        label="Users"
        noun="users"
        selectedId={selectedId}
        onSelect={onSelect}
        onPage={setPage}
        renderItem={(user) => (
          <>
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {displayName(user)}
              {user.is_admin && <Badge variant="secondary">Admin</Badge>}
              {!user.is_active && <Badge variant="outline">Inactive</Badge>}
            </span>
            <span className="text-sm text-muted-foreground">{user.email ?? user.phone}</span>
          </>
        )}
      />
    </div>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TAdminUser, TAdminUserListQuery } from '@perks/contract';
import { displayName } from '@perks/contract';
import { type ReactNode, useState } from 'react';
import { SearchField } from '@/components/search-field';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { useAdminUsers } from '../../api/list-users';
import { type ListSelection, SelectableList, useFilteredPage, useTypedSearch } from '../selectable-list';

/** The filter beside the role: its name and its options, the first meaning "any". */
const SECOND_FILTER = {
  status: {
    label: msg`Account status`,
    options: [
      ['', msg`All statuses`],
      ['active', msg`Active`],
      ['inactive', msg`Inactive`],
    ],
  },
  verified: {
    label: msg`Email verification`,
    options: [
      ['', msg`Verified and unverified`],
      ['verified', msg`Verified`],
      ['unverified', msg`Unverified`],
    ],
  },
} as const;

interface UsersListProps extends ListSelection<TAdminUser> {
  /**
   * The filter beside the role: the account's status (the Users tab) or whether its e-mail is
   * confirmed (the Test Center's verified/unverified filter).
   */
  filterBy?: 'status' | 'verified';
  /** A row's menu, beside it. */
  renderActions?: (user: TAdminUser) => ReactNode;
}

/** The left panel: search, status (or verified) and role filters, one page of accounts, paging. */
export function UsersList({ filterBy = 'status', renderActions, ...selection }: UsersListProps) {
  const { t } = useLingui();
  const [search, setSearch, debouncedSearch] = useTypedSearch();
  // The value of the filter beside the role, sent under its own parameter (`status` or `verified`).
  const [narrowing, setNarrowing] = useState('');
  const [role, setRole] = useState<TAdminUserListQuery['role'] | ''>('');
  const { page, setPage, filtered } = useFilteredPage();
  const users = useAdminUsers({
    page,
    limit: 20,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...((narrowing ? { [filterBy]: narrowing } : {}) as Pick<TAdminUserListQuery, 'status' | 'verified'>),
    ...(role ? { role } : {}),
  });

  return (
    <div className="space-y-3">
      <SearchField
        id="admin-users-search"
        label={t`Search users by name, phone, e-mail or id`}
        hideLabel
        placeholder={t`Search name, phone, e-mail or id`}
        value={search}
        onChange={filtered(setSearch)}
        tooShort={false}
      />
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect
          aria-label={t(SECOND_FILTER[filterBy].label)}
          value={narrowing}
          onChange={(event) => filtered(setNarrowing)(event.target.value)}
        >
          {SECOND_FILTER[filterBy].options.map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t`Role`}
          value={role}
          onChange={(event) => filtered(setRole)(event.target.value as typeof role)}
        >
          <option value="">{t`All roles`}</option>
          <option value="worker">{t`Worker`}</option>
          <option value="business_owner">{t`Business owner`}</option>
          <option value="admin">{t`Admin`}</option>
        </NativeSelect>
      </div>
      <SelectableList
        query={users}
        noun="users"
        {...selection}
        onPage={setPage}
        {...(renderActions ? { renderActions } : {})}
        renderTitle={(user) => (
          <>
            {displayName(user)}
            {user.is_admin && (
              <Badge variant="secondary">
                <Trans>Admin</Trans>
              </Badge>
            )}
            {!user.is_active && (
              <Badge variant="outline">
                <Trans>Inactive</Trans>
              </Badge>
            )}
          </>
        )}
        renderDetail={(user) => user.email ?? user.phone}
      />
    </div>
  );
}

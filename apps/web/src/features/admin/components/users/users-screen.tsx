import { Trans } from '@lingui/react/macro';
import type { TAdminUser } from '@perks/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { UserActivity } from './user-activity';
import { UserDetail } from './user-detail';
import { UserForm } from './user-form';
import { UserRowMenu } from './user-row-menu';
import { UsersList } from './users-list';

type RightPanel = 'overview' | 'edit' | 'new';

/**
 * The Users tab: the list on the left, the selected account in the middle, and on the right either
 * the form (edit or new) or an overview with the account's recent activity. Stacks on a phone.
 * The Test Center's Users panel shows the same screen `forTestCenter`: its list filters by verified
 * e-mail instead of status and each row has the per-user menu.
 */
export function UsersScreen({ forTestCenter = false }: { forTestCenter?: boolean }) {
  const [selected, setSelected] = useState<TAdminUser | null>(null);
  const [panel, setPanel] = useState<RightPanel>('overview');
  const show = (user: TAdminUser, next: RightPanel) => {
    setSelected(user);
    setPanel(next);
  };
  const forget = (userId: string) => {
    if (selected?.id !== userId) return;
    setSelected(null);
    setPanel('overview');
  };

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          onClick={() => {
            setSelected(null);
            setPanel('new');
          }}
        >
          <Plus aria-hidden="true" /> <Trans>New User</Trans>
        </Button>
      </div>
      {/* One column on a phone, as wide as the screen and no wider: each card shrinks to it. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 [&>*]:min-w-0">
        <TitledCard title={<Trans>Users</Trans>}>
          <UsersList
            selectedId={selected?.id ?? null}
            onSelect={(user) => show(user, 'overview')}
            {...(forTestCenter
              ? {
                  filterBy: 'verified',
                  renderActions: (user: TAdminUser) => (
                    <UserRowMenu
                      user={user}
                      onView={(picked) => show(picked, 'overview')}
                      onEdit={(picked) => show(picked, 'edit')}
                      onDeleted={forget}
                    />
                  ),
                }
              : {})}
          />
        </TitledCard>
        <TitledCard title={<Trans>Details</Trans>}>
          {selected ? (
            <UserDetail user={selected} onEdit={() => setPanel('edit')} onDeleted={forget} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Select a user to see their details.</Trans>
            </p>
          )}
        </TitledCard>
        <TitledCard
          title={
            panel === 'new' ? (
              <Trans>New User</Trans>
            ) : panel === 'edit' ? (
              <Trans>Edit User</Trans>
            ) : (
              <Trans>Overview</Trans>
            )
          }
        >
          {panel === 'new' || (panel === 'edit' && selected) ? (
            <UserForm
              key={panel === 'edit' ? selected?.id : 'new'}
              user={panel === 'edit' ? selected : null}
              onSaved={(user) => show(user, 'overview')}
              onCancel={() => setPanel('overview')}
            />
          ) : selected ? (
            <UserActivity userId={selected.id} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No user selected</Trans>
            </p>
          )}
        </TitledCard>
      </div>
    </div>
  );
}

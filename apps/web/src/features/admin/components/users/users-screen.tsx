import type { TAdminUser } from '@perks/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UserActivity } from './user-activity';
import { UserDetail } from './user-detail';
import { UserForm } from './user-form';
import { UsersList } from './users-list';

type RightPanel = 'overview' | 'edit' | 'new';

/**
 * The Users tab: the list on the left, the selected account in the middle, and on the right either
 * the form (edit or new) or an overview with the account's recent activity. Stacks on a phone.
 */
export function UsersScreen() {
  const [selected, setSelected] = useState<TAdminUser | null>(null);
  const [panel, setPanel] = useState<RightPanel>('overview');

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button
          onClick={() => {
            setSelected(null);
            setPanel('new');
          }}
        >
          <Plus aria-hidden="true" /> New User
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Users</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <UsersList
              selectedId={selected?.id ?? null}
              onSelect={(user) => {
                setSelected(user);
                setPanel('overview');
              }}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Details</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {selected ? (
              <UserDetail
                user={selected}
                onEdit={() => setPanel('edit')}
                onDeleted={() => {
                  setSelected(null);
                  setPanel('overview');
                }}
              />
            ) : (
              <p className="text-sm text-muted-foreground">Select a user to see their details.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{panel === 'new' ? 'New User' : panel === 'edit' ? 'Edit User' : 'Overview'}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {panel === 'new' || (panel === 'edit' && selected) ? (
              <UserForm
                key={panel === 'edit' ? selected?.id : 'new'}
                user={panel === 'edit' ? selected : null}
                onSaved={(user) => {
                  setSelected(user);
                  setPanel('overview');
                }}
                onCancel={() => setPanel('overview')}
              />
            ) : selected ? (
              <UserActivity userId={selected.id} />
            ) : (
              <p className="text-sm text-muted-foreground">No user selected</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

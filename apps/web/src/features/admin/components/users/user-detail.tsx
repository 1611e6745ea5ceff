import { displayName, type TAdminUser, USER_FORM_MESSAGES } from '@perks/contract';
import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUserAction } from './use-delete-user-action';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy, h:mm a') : 'Never');

interface UserDetailProps {
  user: TAdminUser;
  onEdit: () => void;
  onDeleted: (userId: string) => void;
}

/** The middle panel: one account's details, its memberships, and its actions. */
export function UserDetail({ user, onEdit, onDeleted }: UserDetailProps) {
  const { deleteUser, isPending } = useDeleteUserAction(onDeleted);

  return (
    <div className="space-y-4">
      <div>
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {displayName(user)}
          {user.is_admin && <Badge>Admin</Badge>}
          <Badge variant={user.is_active ? 'secondary' : 'outline'}>
            {user.is_active ? 'Active' : 'Inactive'}
          </Badge>
        </h3>
        <p className="text-sm text-muted-foreground">
          {user.is_active ? 'User can access the platform' : 'User account is currently disabled'}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Phone</dt>
        <dd>{user.phone}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{user.email ?? '—'}</dd>
        <dt className="text-muted-foreground">Email verified</dt>
        <dd>{user.email_confirmed_at ? when(user.email_confirmed_at) : 'Not verified'}</dd>
        <dt className="text-muted-foreground">Joined</dt>
        <dd>{when(user.created_at)}</dd>
        <dt className="text-muted-foreground">Last sign-in</dt>
        <dd>{when(user.last_sign_in_at)}</dd>
        <dt className="text-muted-foreground">ID</dt>
        <dd className="break-all">{user.id}</dd>
      </dl>
      <div>
        <h4 className="text-sm font-medium">Businesses</h4>
        {user.memberships.length === 0 ? (
          <p className="text-sm text-muted-foreground">No business memberships</p>
        ) : (
          <ul className="text-sm">
            {user.memberships.map((membership) => (
              <li key={membership.business_id}>
                {membership.business_name} <span className="text-muted-foreground">({membership.role})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          Edit User
        </Button>
        <ConfirmDialog
          title="Delete user"
          description={USER_FORM_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={() => deleteUser(user.id)}
          trigger={
            <Button size="sm" variant="destructive" disabled={isPending}>
              Delete User
            </Button>
          }
        />
        <Button size="sm" variant="outline" disabled>
          Reset Password
        </Button>
        <Button size="sm" variant="outline" disabled>
          Suspend Account
        </Button>
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type TAdminUser, USER_FORM_MESSAGES } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useRemoveAdminPasskeys } from '../../api/remove-admin-passkeys';
import { useBusinessWord } from '../businesses/business-labels';
import { useDeleteUserAction } from './use-delete-user-action';

interface UserDetailProps {
  user: TAdminUser;
  onEdit: () => void;
  onDeleted: (userId: string) => void;
}

/** The middle panel: one account's details, its memberships, and its actions. */
export function UserDetail({ user, onEdit, onDeleted }: UserDetailProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const word = useBusinessWord();
  const { deleteUser, isPending } = useDeleteUserAction(onDeleted);
  const me = useAuth().user;
  const resetPasskeys = useRemoveAdminPasskeys();
  const resetLostPasskey = () =>
    resetPasskeys.mutate(user.id, {
      onSuccess: () => toast.success(t`Passkeys reset. They will be asked to add a new one.`),
      onError: (cause) =>
        toast.error(isApiError(cause) ? tc(cause.message) : t`Something went wrong. Please try again.`),
    });
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`;

  return (
    <div className="space-y-4">
      <div>
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {displayName(user)}
          {user.is_admin && (
            <Badge>
              <Trans>Admin</Trans>
            </Badge>
          )}
          <Badge variant={user.is_active ? 'secondary' : 'outline'}>
            {user.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
          </Badge>
        </h3>
        <p className="text-sm text-muted-foreground">
          {user.is_active ? (
            <Trans>User can access the platform</Trans>
          ) : (
            <Trans>User account is currently disabled</Trans>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Phone</Trans>
        </dt>
        <dd>{user.phone}</dd>
        <dt className="text-muted-foreground">
          <Trans>Email</Trans>
        </dt>
        <dd className="break-all">{user.email ?? '—'}</dd>
        <dt className="text-muted-foreground">
          <Trans>Email verified</Trans>
        </dt>
        <dd>{user.email_confirmed_at ? when(user.email_confirmed_at) : <Trans>Not verified</Trans>}</dd>
        <dt className="text-muted-foreground">
          <Trans>Joined</Trans>
        </dt>
        <dd>{when(user.created_at)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Last sign-in</Trans>
        </dt>
        <dd>{when(user.last_sign_in_at)}</dd>
        <dt className="text-muted-foreground">
          <Trans>ID</Trans>
        </dt>
        <dd className="break-all">{user.id}</dd>
      </dl>
      <div>
        <h4 className="text-sm font-medium">
          <Trans>Businesses</Trans>
        </h4>
        {user.memberships.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No business memberships</Trans>
          </p>
        ) : (
          <ul className="text-sm">
            {user.memberships.map((membership) => (
              <li key={membership.business_id}>
                {membership.business_name}{' '}
                <span className="text-muted-foreground">({word(membership.role)})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          <Trans>Edit User</Trans>
        </Button>
        <ConfirmDialog
          title={t`Delete user`}
          description={tc(USER_FORM_MESSAGES.deleteConfirm)}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onConfirm={() => deleteUser(user.id)}
          trigger={
            <Button size="sm" variant="destructive" disabled={isPending}>
              <Trans>Delete User</Trans>
            </Button>
          }
        />
        {user.is_admin && user.id !== me?.id && (
          <ConfirmDialog
            title={t`Reset passkey`}
            description={t`Their passkeys and recovery codes stop working. After their phone code they add a new passkey. This is recorded in the audit log.`}
            confirmLabel={t`Reset passkey`}
            cancelLabel={t`Cancel`}
            onConfirm={resetLostPasskey}
            trigger={
              <Button size="sm" variant="outline" disabled={resetPasskeys.isPending}>
                <Trans>Reset passkey</Trans>
              </Button>
            }
          />
        )}
        <Button size="sm" variant="outline" disabled>
          <Trans>Reset Password</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled>
          <Trans>Suspend Account</Trans>
        </Button>
      </div>
    </div>
  );
}

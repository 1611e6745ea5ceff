import { Trans, useLingui } from '@lingui/react/macro';
import { displayName, type TAdminUser, USER_FORM_MESSAGES } from '@perks/contract';
import { Ban, Eye, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDeleteUserAction } from './use-delete-user-action';

interface UserRowMenuProps {
  user: TAdminUser;
  onView: (user: TAdminUser) => void;
  onEdit: (user: TAdminUser) => void;
  onDeleted: (userId: string) => void;
}

/**
 * The Test Center's per-user menu (docs spec 2, "API Test Center"): View Details, Edit User and
 * Delete User (asked first), with Reset Password and Suspend Account shown but not offered.
 */
export function UserRowMenu({ user, onView, onEdit, onDeleted }: UserRowMenuProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const name = displayName(user);
  const [confirming, setConfirming] = useState(false);
  const { deleteUser, isPending } = useDeleteUserAction(onDeleted);
  return (
    <>
      <RowActionsMenu label={name}>
        <DropdownMenuItem onSelect={() => onView(user)}>
          <Eye aria-hidden="true" />
          <Trans>View Details</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(user)}>
          <Pencil aria-hidden="true" />
          <Trans>Edit User</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isPending} onSelect={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          <Trans>Delete User</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <KeyRound aria-hidden="true" />
          <Trans>Reset Password</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <Ban aria-hidden="true" />
          <Trans>Suspend Account</Trans>
        </DropdownMenuItem>
      </RowActionsMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete user`}
        description={tc(USER_FORM_MESSAGES.deleteConfirm)}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        onConfirm={() => deleteUser(user.id)}
      />
    </>
  );
}

import { displayName, type TAdminUser, USER_FORM_MESSAGES } from '@perks/contract';
import { Ban, Eye, KeyRound, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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
  const [confirming, setConfirming] = useState(false);
  const { deleteUser, isPending } = useDeleteUserAction(onDeleted);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${displayName(user)}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onView(user)}>
            <Eye aria-hidden="true" />
            View Details
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onEdit(user)}>
            <Pencil aria-hidden="true" />
            Edit User
          </DropdownMenuItem>
          <DropdownMenuItem disabled={isPending} onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete User
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <KeyRound aria-hidden="true" />
            Reset Password
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <Ban aria-hidden="true" />
            Suspend Account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete user"
        description={USER_FORM_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        onConfirm={() => deleteUser(user.id)}
      />
    </>
  );
}

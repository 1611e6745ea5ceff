import { SIGN_IN_SESSION_MESSAGES } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface SignOutOthersDialogProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** 'Sign out of all other devices', confirmed first: it cannot be undone from here. */
export function SignOutOthersDialog({ disabled, onConfirm }: SignOutOthersDialogProps) {
  return (
    <ConfirmDialog
      title="Sign out of other devices?"
      description={SIGN_IN_SESSION_MESSAGES.signOutOthersConfirm}
      confirmLabel="Sign out"
      onConfirm={onConfirm}
      trigger={
        <Button variant="outline" disabled={disabled}>
          Sign out of all other devices
        </Button>
      }
    />
  );
}

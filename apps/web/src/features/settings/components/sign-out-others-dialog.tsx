import { SIGN_IN_SESSION_MESSAGES } from '@perks/contract';
import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';

interface SignOutOthersDialogProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** 'Sign out of all other devices', confirmed first: it cannot be undone from here. */
export function SignOutOthersDialog({ disabled, onConfirm }: SignOutOthersDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          Sign out of all other devices
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Sign out of other devices?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {SIGN_IN_SESSION_MESSAGES.signOutOthersConfirm}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                Sign out
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_SESSION_MESSAGES } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContractText } from '@/lib/i18n/contract-text';

interface SignOutOthersDialogProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** 'Sign out of all other devices', confirmed first: it cannot be undone from here. */
export function SignOutOthersDialog({ disabled, onConfirm }: SignOutOthersDialogProps) {
  const { t } = useLingui();
  const tc = useContractText();
  return (
    <ConfirmDialog
      title={t`Sign out of other devices?`}
      description={tc(SIGN_IN_SESSION_MESSAGES.signOutOthersConfirm)}
      confirmLabel={t`Sign out`}
      onConfirm={onConfirm}
      trigger={
        // Wraps: in Spanish or French the words are wider than a phone's card.
        <Button variant="outline" size="wrap" disabled={disabled}>
          <Trans>Sign out of all other devices</Trans>
        </Button>
      }
    />
  );
}

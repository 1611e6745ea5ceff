import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_MESSAGES } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { passkeyKeys } from '../api/passkey-keys';
import { verifyPasskey } from '../api/verify-passkey';
import { verifyRecoveryCode } from '../api/verify-recovery-code';
import { passkeyPrompt } from '../session/passkey-prompt';

/**
 * Asks an admin for their passkey when the server wants a fresh check (after the phone code, and
 * again after 12 hours), or one of their recovery codes; the refused request then goes again.
 */
export function StepUpDialog() {
  const { t } = useLingui();
  const tc = useContractText();
  const queryClient = useQueryClient();
  const open = useSyncExternalStore(passkeyPrompt.subscribe, passkeyPrompt.isOpen, passkeyPrompt.isOpen);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [code, setCode] = useState('');

  const finish = (proved: boolean) => {
    setError(null);
    setWithCode(false);
    setCode('');
    if (proved) void queryClient.invalidateQueries({ queryKey: passkeyKeys.state() });
    passkeyPrompt.settle(proved);
  };
  const attempt = async (prove: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      await prove();
      finish(true);
    } catch (cause) {
      setError(isApiError(cause) ? tc(cause.message) : tc(fallback));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => verifyRecoveryCode(code), PASSKEY_MESSAGES.badRecoveryCode);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && finish(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">
            <Trans>Confirm it's you</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {tc(PASSKEY_MESSAGES.stepUpRequired)}
          </AlertDialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {error}
            </p>
          )}
          {withCode ? (
            <form className="mt-4 space-y-3" onSubmit={submitCode}>
              <div className="space-y-2">
                <Label htmlFor="recovery-code">
                  <Trans>Recovery code</Trans>
                </Label>
                <Input
                  id="recovery-code"
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </div>
              <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
                <Trans>Use recovery code</Trans>
              </Button>
            </form>
          ) : (
            <div className="mt-4 space-y-2">
              <Button
                className="w-full"
                disabled={busy}
                onClick={() => void attempt(verifyPasskey, PASSKEY_MESSAGES.notVerified)}
              >
                <Trans>Use my passkey</Trans>
              </Button>
              <Button variant="link" className="w-full" onClick={() => setWithCode(true)}>
                <Trans>Use a recovery code instead</Trans>
              </Button>
            </div>
          )}
          <div className="mt-4 flex justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {t`Cancel`}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

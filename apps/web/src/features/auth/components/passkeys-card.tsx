import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, type TPasskey } from '@perks/contract';
import KeyRound from 'lucide-react/icons/key-round';
import { type FormEvent, useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/list-passkeys';

function PasskeyRow({ passkey }: { passkey: TPasskey }) {
  const timeAgo = useTimeAgo();
  const added = timeAgo(passkey.created_at);
  const used = passkey.last_used_at ? timeAgo(passkey.last_used_at) : null;
  return (
    <li className="flex items-start gap-3 py-3">
      <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p className="font-medium break-words">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          {used ? (
            <Trans>
              Added {added} · last used {used}
            </Trans>
          ) : (
            <Trans>Added {added} · not used yet</Trans>
          )}
        </p>
      </div>
    </li>
  );
}

function RecoveryCodesLeft({ left }: { left: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Recovery codes left: {left}</Trans>
    </p>
  );
}

/** Ten recovery codes, shown once, right after the first passkey is added. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Recovery codes`} className="mt-4 rounded-md border border-amber-300 p-4">
      <h3 className="font-semibold">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          If you lose your passkey, each of these codes works once in its place. They are shown only now:
          write them down or keep them somewhere safe.
        </Trans>
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button className="mt-4" variant="outline" onClick={onDone}>
        <Trans>I have saved them</Trans>
      </Button>
    </section>
  );
}

/**
 * The person's passkeys: a faster sign-in for anyone, and for an admin the check that admin mode
 * asks for (decision 103). The first passkey comes with ten recovery codes, shown once.
 */
export function PasskeysCard() {
  const { t } = useLingui();
  const tc = useContractText();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (added) => {
        setName('');
        setCodes(added.recovery_codes);
        toast.success(t`Passkey added`);
      },
      onError: (cause) =>
        toast.error(isApiError(cause) ? tc(cause.message) : tc(PASSKEY_MESSAGES.notVerified)),
    });
  };

  return (
    <section id="passkeys" aria-labelledby="settings-passkeys" className="rounded-lg border p-4 sm:p-6">
      <h2 id="settings-passkeys" className="text-lg font-semibold">
        <Trans>Passkeys</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Sign in with your fingerprint, face or screen lock instead of a texted code.</Trans>
      </p>
      {passkeys.isPending && <LoadingNotice />}
      {passkeys.isError && (
        <LoadFailedNotice onRetry={() => void passkeys.refetch()}>
          <Trans>Your passkeys could not be loaded.</Trans>
        </LoadFailedNotice>
      )}
      {passkeys.data &&
        (passkeys.data.passkeys.length === 0 ? (
          <p className="mt-3 text-sm">
            <Trans>You have no passkeys yet.</Trans>
          </p>
        ) : (
          <>
            <ul aria-label={t`Your passkeys`} className="mt-2 divide-y">
              {passkeys.data.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
            <RecoveryCodesLeft left={passkeys.data.recovery_codes_left} />
          </>
        ))}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor="passkey-name">
            <Trans>Passkey name (optional)</Trans>
          </Label>
          <Input
            id="passkey-name"
            maxLength={PASSKEY_LIMITS.nameMax}
            placeholder={t`e.g. My phone`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={add.isPending}>
          <Trans>Add a passkey</Trans>
        </Button>
      </form>
    </section>
  );
}

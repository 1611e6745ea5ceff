import { Trans, useLingui } from '@lingui/react/macro';
import type { TAlertEmail } from '@perks/contract';
import { ZEmail } from '@perks/contract';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSetAlertEmail } from '../api/set-alert-email';

/** Sets (or changes) the address; the API sends it a confirmation link. */
function AddressForm({ current, onDone }: { current: string | null; onDone(): void }) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const setEmail = useSetAlertEmail();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZEmail.safeParse(value.trim());
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? tc(message) : undefined);
      return;
    }
    setError(undefined);
    try {
      await setEmail.mutateAsync(parsed.data);
      const address = parsed.data;
      toast.success(t`Confirmation link sent to ${address}`);
      onDone();
    } catch (failure) {
      const message =
        isApiError(failure) && failure.message ? tc(failure.message) : t`The address could not be saved.`;
      setError(message);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Field id={id} label={t`E-mail address for alerts`} error={error}>
        <Input
          id={id}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          {...describedBy(id, { error })}
        />
      </Field>
      <Button type="submit" disabled={setEmail.isPending}>
        <Trans>Send confirmation link</Trans>
      </Button>
    </form>
  );
}

/**
 * The address alerts are e-mailed to, and its state: none go to it until the link sent to it is
 * opened, so an unconfirmed one offers to send the link again.
 */
export function AlertEmailPanel({ email }: { email: TAlertEmail }) {
  const { t } = useLingui();
  const tc = useContractText();
  const [changing, setChanging] = useState(false);
  const resend = useSetAlertEmail();

  const resendLink = async (address: string) => {
    try {
      await resend.mutateAsync(address);
      toast.success(t`Confirmation link sent to ${address}`);
    } catch (failure) {
      toast.error(
        isApiError(failure) && failure.message ? tc(failure.message) : t`The link could not be sent.`,
      );
    }
  };

  return (
    <section aria-labelledby="alert-email-heading" className="space-y-3 rounded-lg border p-4 sm:p-6">
      <h2 id="alert-email-heading" className="text-lg font-semibold">
        <Trans>Alert e-mail</Trans>
      </h2>
      {email.address === null || changing ? (
        <AddressForm current={email.address} onDone={() => setChanging(false)} />
      ) : (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium">{email.address}</span>
            <Badge variant={email.confirmed ? 'secondary' : 'outline'}>
              {email.confirmed ? t`Confirmed` : t`Not confirmed yet`}
            </Badge>
          </p>
          {!email.confirmed && (
            <p className="text-sm text-muted-foreground">
              <Trans>E-mail alerts start once you open the link we sent to this address.</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {!email.confirmed && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                onClick={() => void resendLink(email.address ?? '')}
              >
                <Trans>Resend confirmation</Trans>
              </Button>
            )}
            <Button type="button" variant="ghost" size="sm" onClick={() => setChanging(true)}>
              <Trans>Change address</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

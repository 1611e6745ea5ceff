import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGE_MAX, ZMessageInput } from '@perks/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { useSendMessage } from '../api/send-message';

/** The box a message is written in, with its count and Send; a refusal shows under it. */
export function MessageComposer({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const send = useSendMessage(applicationId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZMessageInput.safeParse({ body });
    if (!checked.success) {
      setError(tc(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    send.mutate(checked.data.body, {
      onSuccess: () => setBody(''),
      onError: (failure) => setError(tc(isApiError(failure) ? failure.message : String(failure))),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Write a message`} className="space-y-3">
      <Field id={id} label={t`Message`} hint={`${body.length}/${MESSAGE_MAX}`} error={error}>
        <Textarea
          id={id}
          rows={3}
          value={body}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setBody(event.target.value)}
          {...describedBy(id, { hint: true, error })}
        />
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
      </Button>
    </form>
  );
}

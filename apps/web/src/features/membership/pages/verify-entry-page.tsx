import { Trans, useLingui } from '@lingui/react/macro';
import { parseCardToken } from '@perks/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Route /verify: partner staff type a card's code when the QR cannot be scanned. */
export function VerifyEntryPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Check a member card`);
  const example = '7KQ2M9XH4D-04815162';
  const hint = t`The code under the QR on the member card, like ${example}.`;
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCardToken(value);
    if (!parsed) {
      setError(t`Enter the whole code: ten letters and digits, a dash, then eight digits.`);
      return;
    }
    void navigate(`/verify/${parsed.cardId}-${parsed.code}?method=manual`);
  };

  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>Check a member card</Trans>
      </h1>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field id="card-code" label={t`Card code`} hint={hint} error={error}>
          <Input
            id="card-code"
            autoComplete="off"
            autoCapitalize="characters"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...describedBy('card-code', { hint, error })}
          />
        </Field>
        <Button type="submit">
          <Trans>Check card</Trans>
        </Button>
      </form>
    </div>
  );
}

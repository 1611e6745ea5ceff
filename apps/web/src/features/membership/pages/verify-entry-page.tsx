import { parseCardToken } from '@perks/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';

const HINT = 'The code under the QR on the member card, like 7KQ2M9XH4D-04815162.';

/** Route /verify: partner staff type a card's code when the QR cannot be scanned. */
export function VerifyEntryPage() {
  useDocumentTitle('Check a member card');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCardToken(value);
    if (!parsed) {
      setError('Enter the whole code: ten letters and digits, a dash, then eight digits.');
      return;
    }
    void navigate(`/verify/${parsed.cardId}-${parsed.code}?method=manual`);
  };

  return (
    <div className="mx-auto w-full max-w-md space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Check a member card</h1>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field id="card-code" label="Card code" hint={HINT} error={error}>
          <Input
            id="card-code"
            autoComplete="off"
            autoCapitalize="characters"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            {...describedBy('card-code', { hint: HINT, error })}
          />
        </Field>
        <Button type="submit">Check card</Button>
      </form>
    </div>
  );
}

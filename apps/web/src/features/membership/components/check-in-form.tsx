import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CHECK_IN_MESSAGES, type TCheckIn } from '@perks/contract';
import { type FormEvent, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { managedBusinesses, useUserBusinesses } from '@/features/businesses';
import { PromotionPicker } from '@/features/promotions';
import { useContractText } from '@/lib/i18n/contract-text';
import { useRecordCheckIn } from '../api/record-check-in';

/**
 * 'Record visit' for a partner's owner or manager (docs/product.md, "Partner check-in"). The
 * server checks the code again and the business's visit limits, and says which limit stopped it.
 */
export function CheckInForm({ token, method }: { token: string; method: 'qr_code' | 'manual' }) {
  const { t } = useLingui();
  const tc = useContractText();
  const auth = useAuth();
  const location = useLocation();
  const memberships = useUserBusinesses(auth.status === 'signed-in');
  const businesses = managedBusinesses(memberships.data);
  const record = useRecordCheckIn();
  const [businessId, setBusinessId] = useState('');
  const [notes, setNotes] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [saved, setSaved] = useState<TCheckIn | null>(null);
  const chosen = businessId || businesses[0]?.id || '';

  if (auth.status === 'signed-out') {
    return (
      <p className="text-sm">
        <Trans>
          Partner staff:{' '}
          <Link to="/login" state={{ from: location }} className="underline">
            sign in
          </Link>{' '}
          to record this visit.
        </Trans>
      </p>
    );
  }
  if (auth.status !== 'signed-in' || businesses.length === 0) return null;
  if (saved) return <CheckInRecorded checkIn={saved} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { businessId: chosen, token, method, notes, promotion_id: promotionId || null },
      { onSuccess: (checkIn) => setSaved(checkIn) },
    );
  };
  const notesError = notes.length > 500 ? tc(CHECK_IN_MESSAGES.notesTooLong) : undefined;
  const businessName = businesses.find((b) => b.id === chosen)?.name ?? '';

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t`Record a visit`}
      className="space-y-4 rounded-lg border p-4"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Record this visit</Trans>
      </h2>
      {businesses.length > 1 && (
        <Field id="check-in-business" label={t`Business`}>
          <NativeSelect
            id="check-in-business"
            value={chosen}
            onChange={(event) => {
              setBusinessId(event.target.value);
              setPromotionId('');
            }}
          >
            {businesses.map((business) => (
              <option key={business.id} value={business.id}>
                {business.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <Suspense fallback={null}>
        <PromotionPicker businessId={chosen} token={token} value={promotionId} onChange={setPromotionId} />
      </Suspense>
      <Field id="check-in-notes" label={t`Notes (optional)`} error={notesError}>
        <Textarea
          id="check-in-notes"
          value={notes}
          maxLength={500}
          onChange={(event) => setNotes(event.target.value)}
          {...describedBy('check-in-notes', { error: notesError })}
        />
      </Field>
      {record.error && (
        <p role="alert" className="font-medium text-destructive">
          {tc(record.error.message)}
        </p>
      )}
      <Button type="submit" disabled={record.isPending || Boolean(notesError)}>
        {record.isPending ? t`Recording...` : t`Record visit at ${businessName}`}
      </Button>
    </form>
  );
}

/**
 * What was recorded: who, with which promotion, when, and how many times this member has been in
 * today; then the way to the next card at the door.
 */
function CheckInRecorded({ checkIn }: { checkIn: TCheckIn }) {
  const { t, i18n } = useLingui();
  const name = checkIn.member_first_name ?? t`the member`;
  const promotion = checkIn.promotion_title;
  const time = i18n.date(checkIn.created_at, { timeStyle: 'short' });
  const today = checkIn.member_visits_today;
  return (
    <div className="space-y-3 rounded-md border p-4">
      <p role="status" className="font-medium">
        {promotion ? (
          <Trans>
            Visit recorded for {name} with {promotion} at {time}.
          </Trans>
        ) : (
          <Trans>
            Visit recorded for {name} at {time}.
          </Trans>
        )}{' '}
        {today > 1 && (
          <Plural
            value={today}
            one="Their # visit here today."
            other="Their # visits here today, this one included."
          />
        )}
      </p>
      <Button asChild>
        <Link to="/verify">
          <Trans>Check the next card</Trans>
        </Link>
      </Button>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  INTERVIEW_NOTE_MAX,
  INTERVIEW_WITH_WHOM_MAX,
  type TInterviewPlace,
  type TInterviewSlotInput,
  ZInterviewInvite,
  ZInterviewReschedule,
} from '@perks/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useInvite } from '../api/create-interview';
import { useInterviewAction } from '../api/update-interview';
import { TimeRows } from './time-rows';

const firstRow = (): TInterviewSlotInput => ({ date: '', start: '', minutes: 30 });

/** The first problem the contract finds, in the reader's language. */
function firstProblem(issues: readonly { message: string }[], tc: (text: string) => string) {
  return tc(issues[0]?.message ?? '');
}

/**
 * 'Invite to interview' on the applicant card: up to five Portland times, the place (the
 * business's address or a phone call), with whom and a note; checked by the contract's rules first.
 */
export function InviteForm({
  applicationId,
  applicantName,
  onDone,
}: {
  applicationId: string;
  applicantName: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const invite = useInvite(applicationId);
  const [rows, setRows] = useState<TInterviewSlotInput[]>([firstRow()]);
  const [place, setPlace] = useState<TInterviewPlace>('business');
  const [withWhom, setWithWhom] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZInterviewInvite.safeParse({ slots: rows, place, with_whom: withWhom, note });
    if (!checked.success) {
      setError(firstProblem(checked.error.issues, tc));
      return;
    }
    setError(undefined);
    invite.mutate(
      { slots: rows, place, with_whom: withWhom || undefined, note: note || undefined },
      {
        onSuccess: () => {
          toast.success(t`Invitation sent`);
          onDone();
        },
        onError: (failure) => setError(tc(isApiError(failure) ? failure.message : String(failure))),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Invite ${applicantName} to interview`}
      className="space-y-3 rounded-md border p-3"
    >
      <TimeRows idPrefix={id} rows={rows} onChange={setRows} />
      <Field id={`${id}-place`} label={t`Place`}>
        <NativeSelect
          id={`${id}-place`}
          value={place}
          onChange={(event) => setPlace(event.target.value as TInterviewPlace)}
        >
          <option value="business">{t`The business address`}</option>
          <option value="phone">{t`A phone call`}</option>
        </NativeSelect>
      </Field>
      <Field id={`${id}-with`} label={t`With whom`}>
        <Input
          id={`${id}-with`}
          value={withWhom}
          maxLength={INTERVIEW_WITH_WHOM_MAX}
          onChange={(event) => setWithWhom(event.target.value)}
        />
      </Field>
      <Field id={`${id}-note`} label={t`Note`} hint={`${note.length}/${INTERVIEW_NOTE_MAX}`}>
        <Textarea
          id={`${id}-note`}
          rows={3}
          value={note}
          maxLength={INTERVIEW_NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
          {...describedBy(`${id}-note`, { hint: true })}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={invite.isPending}>
          {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send the invitation</Trans>}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * Reschedule or cancel, with a reason: the business gives new times to reschedule; the applicant's
 * reschedule asks the business for other times.
 */
export function ChangeForm({
  interviewId,
  mode,
  side,
  onDone,
}: {
  interviewId: string;
  mode: 'reschedule' | 'cancel';
  side: 'applicant' | 'business';
  onDone: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const action = useInterviewAction(interviewId);
  const [reason, setReason] = useState('');
  const [rows, setRows] = useState<TInterviewSlotInput[]>([firstRow()]);
  const [error, setError] = useState<string | undefined>();
  const withTimes = mode === 'reschedule' && side === 'business';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZInterviewReschedule.safeParse({ reason, slots: withTimes ? rows : undefined });
    if (!checked.success) {
      setError(firstProblem(checked.error.issues, tc));
      return;
    }
    setError(undefined);
    const request =
      mode === 'cancel'
        ? ({ action: 'cancel', reason } as const)
        : ({ action: 'reschedule', body: { reason, slots: withTimes ? rows : undefined } } as const);
    action.mutate(request, {
      onSuccess: () => {
        toast.success(mode === 'cancel' ? t`Interview cancelled` : t`Interview rescheduled`);
        onDone();
      },
      onError: (failure) => setError(tc(isApiError(failure) ? failure.message : String(failure))),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === 'cancel' ? t`Cancel the interview` : t`Reschedule the interview`}
      className="space-y-3 rounded-md border p-3"
    >
      {withTimes && <TimeRows idPrefix={id} rows={rows} onChange={setRows} />}
      <Field id={`${id}-reason`} label={t`Reason`} required>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={action.isPending}>
          {mode === 'cancel' ? <Trans>Cancel the interview</Trans> : <Trans>Reschedule</Trans>}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          <Trans>Back</Trans>
        </Button>
      </div>
    </form>
  );
}

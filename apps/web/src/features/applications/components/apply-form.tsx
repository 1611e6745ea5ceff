import { Trans, useLingui } from '@lingui/react/macro';
import {
  APPLICATION_MESSAGES,
  APPLICATION_NOTE_MAX,
  CONSENT_WORDS,
  DAY_LABELS,
  DAYS,
  type Day,
  isVerifiedEmployer,
  missingForApplication,
  READINESS_MESSAGES,
  type TApplicationInput,
  type TCurrentUser,
  type TJob,
  ZApplicationInput,
} from '@perks/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { FormProblems, SaveRefusal, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useMemberProfile, useWorkExperience } from '@/features/profile';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useApplyToJob } from '../api/apply-to-job';
import { SharedProfile } from './shared-profile';

interface ApplyValues {
  note: string;
  availability: Day[];
  sms_updates: boolean;
}

const resolver = contractResolver<ApplyValues>(ZApplicationInput);

/** The job's shift days in week order, each once: the days an applicant can say they work. */
function shiftDays(job: Pick<TJob, 'schedule_data'>): Day[] {
  const days = new Set(job.schedule_data.map((shift) => shift.day));
  return DAYS.filter((day) => days.has(day));
}

/** What the employer will see of the applicant's profile, as they would receive it. */
function ProfilePreview({ user }: { user: TCurrentUser }) {
  const { t } = useLingui();
  const profile = useMemberProfile(user.id);
  const history = useWorkExperience(user.id);
  const verifiedEmployers = profile.data?.verified_employers ?? [];
  const jobs = (history.data ?? []).map((entry) => ({
    key: entry.id,
    position_title: entry.position_title,
    company_name: entry.company_name,
    is_current: entry.is_current,
    verified: isVerifiedEmployer(entry.company_name, verifiedEmployers),
  }));
  return (
    <section aria-label={t`Your profile`} className="rounded-md border bg-muted/40 p-3">
      <h3 className="mb-2 text-sm font-semibold">
        <Trans>Sent with your profile</Trans>
      </h3>
      <SharedProfile
        name={`${user.first_name ?? ''} ${user.last_name ?? ''}`.trim()}
        verifiedEmployers={verifiedEmployers}
        jobs={jobs}
      />
      <Link to="/profile" className="mt-2 inline-block text-sm underline underline-offset-4">
        <Trans>Edit profile</Trans>
      </Link>
    </section>
  );
}

/** What is missing before an application can go, and where to add it. */
function MissingProfile({ user }: { user: TCurrentUser }) {
  const tc = useContractText();
  const missing = missingForApplication(user);
  return (
    <div role="alert" className="space-y-2 rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-medium">{tc(APPLICATION_MESSAGES.profileIncomplete)}</p>
      <ul className="list-disc ps-5">
        {missing.map((field) => (
          <li key={field}>{tc(READINESS_MESSAGES[field])}</li>
        ))}
      </ul>
      <ButtonLink size="sm" variant="outline" to="/profile">
        <Trans>Complete profile</Trans>
      </ButtonLink>
    </div>
  );
}

/**
 * Applying in the app: the profile as it will be shared, an optional note, the days of the job's
 * shifts one can work and the SMS opt-in. One tap sends it when the profile has a name; otherwise
 * it says what is missing.
 */
export function ApplyForm({
  job,
  user,
  focusOnOpen = false,
}: {
  job: TJob;
  user: TCurrentUser;
  /** Scroll the form to the top of the screen and put the keyboard in its note on first render. */
  focusOnOpen?: boolean;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const apply = useApplyToJob(job.id);
  const title = job.title;
  const days = shiftDays(job);
  const ready = missingForApplication(user).length === 0;
  const { form, formRef, submitSave, formProps } = useCheckedForm<ApplyValues>({
    defaultValues: { note: '', availability: [], sms_updates: false },
    resolver,
  });
  const errors = form.formState.errors;
  const noteError = errors.note?.message ? tc(errors.note.message) : undefined;
  const noteLength = form.watch('note').length;
  useEffect(() => {
    if (!focusOnOpen) return;
    formRef.current?.scrollIntoView?.({ block: 'start' });
    document.getElementById('apply-note')?.focus({ preventScroll: true });
  }, [focusOnOpen, formRef]);

  const onValid = async (values: ApplyValues) => {
    const body: TApplicationInput = values;
    await apply.mutateAsync(body);
    toast.success(tc(APPLICATION_MESSAGES.applied));
  };

  return (
    <form
      {...formProps(submitSave(onValid))}
      aria-label={t`Apply for ${title}`}
      className="scroll-mt-20 space-y-4"
    >
      {ready ? <ProfilePreview user={user} /> : <MissingProfile user={user} />}
      <Field
        id="apply-note"
        label={t`Note to the employer (optional)`}
        hint={`${noteLength}/${APPLICATION_NOTE_MAX}`}
        error={noteError}
      >
        <Textarea
          id="apply-note"
          rows={3}
          {...form.register('note')}
          {...describedBy('apply-note', { hint: true, error: noteError })}
        />
      </Field>
      {days.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            <Trans>Days you can work</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {days.map((day) => (
              <label key={day} className="flex min-h-10 items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" value={day} {...form.register('availability')} />
                {tc(DAY_LABELS[day])}
              </label>
            ))}
          </div>
          {errors.availability?.message && (
            <p className="text-sm font-medium text-destructive">{tc(errors.availability.message)}</p>
          )}
        </fieldset>
      )}
      <div className="space-y-1">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            aria-describedby="apply-sms-words"
            {...form.register('sms_updates')}
          />
          <Trans>Text me when my application moves</Trans>
        </label>
        {/* The consent's words, recorded with their version when it is ticked (decision 085). */}
        <p id="apply-sms-words" className="text-sm text-muted-foreground">
          {tc(CONSENT_WORDS.apply.words)}
        </p>
      </div>
      <SaveRefusal form={form} />
      <FormProblems form={form} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!ready || apply.isPending}>
        {apply.isPending ? t`Sending...` : t`Send application`}
      </Button>
    </form>
  );
}

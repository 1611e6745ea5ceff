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
  SCREENING_ANSWER_TEXT_MAX,
  SCREENING_MESSAGES,
  screeningAnswerProblems,
  type TApplicationInput,
  type TCurrentUser,
  type TJob,
  type TScreeningAnswerValue,
  type TScreeningQuestion,
  ZApplicationInput,
} from '@perks/contract';
import { useEffect, useMemo } from 'react';
import { type FieldErrors, get, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { FormProblems, SaveRefusal, useCheckedForm } from '@/components/form-problems';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { describedBy, Field, REQUIRED_MARK } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useMemberProfile, useWorkExperience } from '@/features/profile';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useApplyToJob } from '../api/apply-to-job';
import { useJobQuestions } from '../api/get-job-questions';
import { SharedProfile } from './shared-profile';

interface ApplyValues {
  note: string;
  availability: Day[];
  sms_updates: boolean;
  /** What each screening question's control holds, by question id. */
  answers: Record<string, string>;
}

/** A control's text as the answer the API takes: a number question's as a number. */
function answersPayload(questions: TScreeningQuestion[], answers: Record<string, string>) {
  const payload: Record<string, TScreeningAnswerValue> = {};
  for (const question of questions) {
    const text = (answers[question.id] ?? '').trim();
    if (text === '') continue;
    const asNumber = Number(text);
    // Text that is no number goes as it is, for the rules to name.
    payload[question.id] = question.kind === 'number' && Number.isFinite(asNumber) ? asNumber : text;
  }
  return payload;
}

const toPayload = (questions: TScreeningQuestion[]) => (values: ApplyValues) => ({
  ...values,
  answers: answersPayload(questions, values.answers ?? {}),
});

/**
 * The contract's body schema, then the answers against the questions as the form got them, each
 * message under its own question (`answers.<id>`), as the server checks them.
 */
function applyResolver(questions: TScreeningQuestion[]): Resolver<ApplyValues> {
  const body = contractResolver<ApplyValues>(ZApplicationInput, { toPayload: toPayload(questions) });
  return async (values, context, options) => {
    const result = await body(values, context, options);
    const problems = screeningAnswerProblems(questions, answersPayload(questions, values.answers ?? {}));
    if (problems.length === 0) return result;
    const errors: Record<string, { type: string; message: string }> = { ...result.errors } as never;
    for (const problem of problems) errors[problem.field] ??= { type: 'custom', message: problem.message };
    return { values: {}, errors: errors as FieldErrors<ApplyValues> };
  };
}

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
export function ApplyForm(props: {
  job: TJob;
  user: TCurrentUser;
  /** Scroll the form to the top of the screen and put the keyboard in its note on first render. */
  focusOnOpen?: boolean;
}) {
  const questions = useJobQuestions(props.job.id);
  if (questions.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading the application form…</Trans>
      </LoadingNotice>
    );
  if (questions.isError)
    return (
      <LoadFailedNotice onRetry={() => questions.refetch()}>
        <Trans>The application form could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  return <ApplyFormFields {...props} questions={questions.data.questions} />;
}

function ApplyFormFields({
  job,
  user,
  focusOnOpen = false,
  questions,
}: {
  job: TJob;
  user: TCurrentUser;
  focusOnOpen?: boolean;
  questions: TScreeningQuestion[];
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const apply = useApplyToJob(job.id);
  const title = job.title;
  const days = shiftDays(job);
  const ready = missingForApplication(user).length === 0;
  const resolver = useMemo(() => applyResolver(questions), [questions]);
  const { form, formRef, submitSave, formProps } = useCheckedForm<ApplyValues>({
    defaultValues: { note: '', availability: [], sms_updates: false, answers: {} },
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
    const body: TApplicationInput = toPayload(questions)(values);
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
      {questions.map((question) => (
        <QuestionField key={question.id} form={form} question={question} />
      ))}
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

/** One screening question as the applicant answers it; a required one is marked. */
function QuestionField({
  form,
  question,
}: {
  form: UseFormReturn<ApplyValues>;
  question: TScreeningQuestion;
}) {
  const tc = useContractText();
  const id = `answer-${question.id}`;
  const name = `answers.${question.id}` as const;
  const raw: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const error = typeof raw === 'string' ? tc(raw) : undefined;
  if (question.kind === 'yes_no' || question.kind === 'choice') {
    const choices =
      question.kind === 'yes_no'
        ? [
            { value: 'yes', label: tc(SCREENING_MESSAGES.yes) },
            { value: 'no', label: tc(SCREENING_MESSAGES.no) },
          ]
        : question.options.map((option) => ({ value: option, label: option }));
    return (
      <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className={`text-sm font-medium ${question.required ? REQUIRED_MARK : ''}`}>
          {question.text}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {choices.map((choice) => (
            <label key={choice.value} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="radio"
                className="size-4"
                value={choice.value}
                aria-invalid={error ? true : undefined}
                {...form.register(name)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  return (
    <Field id={id} label={question.text} error={error} required={question.required}>
      {question.kind === 'number' ? (
        <Input id={id} inputMode="decimal" {...form.register(name)} {...describedBy(id, { error })} />
      ) : (
        <Textarea
          id={id}
          rows={2}
          maxLength={SCREENING_ANSWER_TEXT_MAX}
          {...form.register(name)}
          {...describedBy(id, { error })}
        />
      )}
    </Field>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  SCREENING_KIND_LABELS,
  SCREENING_KINDS,
  SCREENING_MESSAGES,
  SCREENING_OPTIONS_MAX,
  SCREENING_QUESTIONS_MAX,
  SCREENING_TEMPLATES,
  type TScreeningKind,
  type TScreeningQuestion,
  ZScreeningQuestionsInput,
} from '@perks/contract';
import { useState } from 'react';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { FormProblems, SaveRefusal, useCheckedForm } from '@/components/form-problems';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useScreeningQuestions } from '../../api/get-screening-questions';
import { useSaveScreeningQuestions } from '../../api/save-screening-questions';
import { FormSection } from '../form/form-section';

interface QuestionValues {
  id?: string;
  kind: TScreeningKind;
  text: string;
  required: boolean;
  options: string[];
  needed_answer: string;
}
interface EditorValues {
  questions: QuestionValues[];
}

// Each message goes to the control its path names ('questions.0.text'), so it shows beside it.
const resolver = contractResolver<EditorValues>(ZScreeningQuestionsInput, {
  fieldFor: (path) => path || 'root',
});

const toValues = (questions: TScreeningQuestion[]): EditorValues => ({
  questions: questions.map((question) => ({ ...question, needed_answer: question.needed_answer ?? '' })),
});

/**
 * A job's screening questions (decision 095), saved apart from the posting: up to five, each a
 * yes/no, a number, one of several choices or a short answer, from a template in the owner's
 * language or written by hand. A yes/no or choice question may name the answer the job needs.
 */
export function ScreeningQuestionsEditor({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const questions = useScreeningQuestions(jobId);
  let content: React.ReactNode;
  if (questions.isPending)
    content = (
      <LoadingNotice>
        <Trans>Loading screening questions…</Trans>
      </LoadingNotice>
    );
  else if (questions.isError)
    content = (
      <LoadFailedNotice onRetry={() => questions.refetch()}>
        <Trans>Screening questions could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  else
    content = <QuestionsForm key={questions.dataUpdatedAt} jobId={jobId} saved={questions.data.questions} />;
  return (
    <FormSection
      id="screening"
      title={t`Screening questions`}
      description={t`Up to ${SCREENING_QUESTIONS_MAX} questions applicants answer when they apply. Someone whose answer differs from the one you need can still apply; you will see it on their card.`}
    >
      {content}
    </FormSection>
  );
}

function QuestionsForm({ jobId, saved }: { jobId: string; saved: TScreeningQuestion[] }) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSaveScreeningQuestions(jobId);
  const { form, submitSave, formProps } = useCheckedForm<EditorValues>({
    defaultValues: toValues(saved),
    resolver,
  });
  const list = useFieldArray({ control: form.control, name: 'questions' });
  const [template, setTemplate] = useState('');
  const full = list.fields.length >= SCREENING_QUESTIONS_MAX;

  const addTemplate = (id: string) => {
    const chosen = SCREENING_TEMPLATES.find((item) => item.id === id);
    if (!chosen || full) return;
    list.append({
      kind: chosen.kind,
      text: tc(chosen.text),
      required: true,
      options: chosen.options.map((option) => tc(option)),
      needed_answer: chosen.needed ? (chosen.kind === 'choice' ? tc(chosen.needed) : chosen.needed) : '',
    });
    setTemplate('');
  };

  const onValid = async (values: EditorValues) => {
    const body = {
      questions: values.questions.map((question) => ({
        ...(question.id ? { id: question.id } : {}),
        kind: question.kind,
        text: question.text,
        required: question.required,
        options: question.kind === 'choice' ? question.options : [],
        needed_answer:
          question.kind === 'yes_no' || question.kind === 'choice' ? question.needed_answer || null : null,
      })),
    };
    await save.mutateAsync(body);
    toast.success(tc(SCREENING_MESSAGES.saved));
  };

  return (
    <form {...formProps(submitSave(onValid))} aria-label={t`Screening questions`} className="space-y-4">
      {list.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No screening questions yet.</Trans>
        </p>
      )}
      <ol className="space-y-4">
        {list.fields.map((field, index) => (
          <li key={field.id}>
            <QuestionFields form={form} index={index} onRemove={() => list.remove(index)} />
          </li>
        ))}
      </ol>
      {!full && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field id="screening-template" label={t`Add a common question`} className="flex-1">
            <NativeSelect
              id="screening-template"
              value={template}
              onChange={(event) => addTemplate(event.target.value)}
            >
              <option value="">{t`Choose a question…`}</option>
              {SCREENING_TEMPLATES.map((item) => (
                <option key={item.id} value={item.id}>
                  {tc(item.text)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              list.append({ kind: 'yes_no', text: '', required: true, options: [], needed_answer: '' })
            }
          >
            <Trans>Write a question</Trans>
          </Button>
        </div>
      )}
      <SaveRefusal form={form} />
      <FormProblems form={form} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save questions`}
      </Button>
    </form>
  );
}

function QuestionFields({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<EditorValues>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const prefix = `questions.${index}` as const;
  const kind = form.watch(`${prefix}.kind`);
  const options = form.watch(`${prefix}.options`) ?? [];
  const errorOf = (name: string): string | undefined => {
    const message: unknown = (
      get(form.formState.errors, `${prefix}.${name}`) as { message?: unknown } | undefined
    )?.message;
    return typeof message === 'string' ? tc(message) : undefined;
  };
  const number = index + 1;
  const textId = `screening-${index}-text`;
  const textError = errorOf('text');
  const optionsError = errorOf('options');
  const neededError = errorOf('needed_answer');

  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Question {number}</Trans>
      </legend>
      <Field id={textId} label={t`Question`} error={textError} required>
        <Input
          id={textId}
          {...form.register(`${prefix}.text`)}
          {...describedBy(textId, { error: textError })}
        />
      </Field>
      <Field id={`screening-${index}-kind`} label={t`Answer`}>
        <NativeSelect id={`screening-${index}-kind`} {...form.register(`${prefix}.kind`)}>
          {SCREENING_KINDS.map((value) => (
            <option key={value} value={value}>
              {tc(SCREENING_KIND_LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {kind === 'choice' && (
        <div className="space-y-2">
          <p className="text-sm font-medium">
            <Trans>Choices</Trans>
          </p>
          {options.map((_, optionIndex) => {
            const optionId = `screening-${index}-option-${optionIndex}`;
            const choice = optionIndex + 1;
            return (
              <div key={optionId} className="flex gap-2">
                <Input
                  id={optionId}
                  aria-label={t`Choice ${choice}`}
                  {...form.register(`${prefix}.options.${optionIndex}`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() =>
                    form.setValue(
                      `${prefix}.options`,
                      options.filter((__, at) => at !== optionIndex),
                    )
                  }
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            );
          })}
          {options.length < SCREENING_OPTIONS_MAX && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => form.setValue(`${prefix}.options`, [...options, ''])}
            >
              <Trans>Add a choice</Trans>
            </Button>
          )}
          {optionsError && (
            <p id={`screening-${index}-options-error`} className="text-sm font-medium text-destructive">
              {optionsError}
            </p>
          )}
        </div>
      )}
      {(kind === 'yes_no' || kind === 'choice') && (
        <Field id={`screening-${index}-needed`} label={t`Answer the job needs`} error={neededError}>
          <NativeSelect id={`screening-${index}-needed`} {...form.register(`${prefix}.needed_answer`)}>
            <option value="">{t`Any answer`}</option>
            {kind === 'yes_no' ? (
              <>
                <option value="yes">{tc(SCREENING_MESSAGES.yes)}</option>
                <option value="no">{tc(SCREENING_MESSAGES.no)}</option>
              </>
            ) : (
              options
                .filter((option) => option.trim() !== '')
                .map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))
            )}
          </NativeSelect>
        </Field>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register(`${prefix}.required`)} />
          <Trans>Required</Trans>
        </label>
        <Button type="button" variant="ghost" onClick={onRemove}>
          <Trans>Remove question</Trans>
        </Button>
      </div>
    </fieldset>
  );
}

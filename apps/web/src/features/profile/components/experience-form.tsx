import { Trans, useLingui } from '@lingui/react/macro';
import { type TWorkExperience, WORK_EXPERIENCE_MESSAGES, WORK_EXPERIENCE_TOASTS } from '@perks/contract';
import Loader2 from 'lucide-react/icons/loader-2';
import { useState } from 'react';
import { type FieldErrors, FormProvider, useWatch } from 'react-hook-form';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSaveWorkExperience } from '../api/save-work-experience';
import { experienceFieldFor, experienceFormResolver } from '../lib/experience-form-resolver';
import {
  type ExperienceFormValues,
  emptyExperienceForm,
  entryToForm,
  formToPayload,
} from '../lib/experience-form-values';
import { DeleteExperienceDialog } from './experience-actions';
import { ExperienceEntry } from './experience-entry';
import { ExperienceFields } from './experience-fields';

interface ExperienceFormProps {
  userId: string;
  /** Present when editing a saved entry. */
  entry?: TWorkExperience;
  onClose: () => void;
  onDelete: (entry: TWorkExperience) => void;
}

/** The live preview: the entry as the timeline will show it, once a company or position is typed. */
function Preview() {
  const { t } = useLingui();
  const values = useWatch<ExperienceFormValues>() as ExperienceFormValues;
  const payload = formToPayload(values);
  const wage = payload.hourly_wage;
  return (
    <aside aria-label={t`Preview`} className="rounded-md border border-dashed p-4">
      <p className="mb-2 text-xs font-semibold uppercase text-muted-foreground">
        <Trans>Preview</Trans>
      </p>
      <ExperienceEntry
        entry={{
          company_name: values.company_name.trim() || t`Company name`,
          position_title: values.position_title.trim() || t`Position title`,
          location: values.location.trim() || null,
          start_date: /^\d{4}-\d{2}-\d{2}$/.test(values.start_date) ? values.start_date : '',
          end_date: payload.end_date || null,
          is_current: values.is_current,
          description: values.description.trim() || null,
          employment_type: values.employment_type,
          hourly_wage: typeof wage === 'number' && Number.isFinite(wage) ? wage : null,
        }}
      />
    </aside>
  );
}

/** 'Add Work Experience' / 'Edit Work Experience' (docs/product.md, "Profiles and work experience"). */
export function ExperienceForm({ userId, entry, onClose, onDelete }: ExperienceFormProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const editing = Boolean(entry);
  /** A contract toast ({ title, description }) in the reader's language. */
  const notify = (kind: 'success' | 'error', notice: { title: string; description: string }) =>
    toast[kind](tc(notice.title), { description: tc(notice.description) });
  const {
    form,
    formRef,
    onInvalid: onRefused,
  } = useCheckedForm<ExperienceFormValues>({
    defaultValues: entry ? entryToForm(entry) : emptyExperienceForm(),
    resolver: experienceFormResolver,
  });
  const save = useSaveWorkExperience(userId, entry?.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const onValid = async (values: ExperienceFormValues) => {
    try {
      const saved = await save.mutateAsync(formToPayload(values));
      notify(
        'success',
        editing
          ? WORK_EXPERIENCE_TOASTS.updated(saved.company_name)
          : WORK_EXPERIENCE_TOASTS.added(saved.company_name),
      );
      onClose();
    } catch (error) {
      // A refusal naming a field is shown beside it; anything else is a failed save.
      const field = isApiError(error) ? experienceFieldFor(error.field) : 'root';
      if (isApiError(error) && field !== 'root') {
        // Shown through the fields' contract translator, like the form's own messages.
        form.setError(field, { message: error.message.replace(/^[\w.]+: /, '') }, { shouldFocus: true });
        notify('error', WORK_EXPERIENCE_TOASTS.submissionError);
        return;
      }
      notify('error', WORK_EXPERIENCE_TOASTS.saveFailed);
    }
  };

  const onInvalid = (errors: FieldErrors<ExperienceFormValues>) => {
    if (errors.end_date?.message === WORK_EXPERIENCE_MESSAGES.endBeforeStart) {
      notify('error', WORK_EXPERIENCE_TOASTS.invalidDates);
    }
  };

  // Read during render: react-hook-form only tracks the form-state fields a render has read.
  const { isDirty } = form.formState;
  const cancel = () => (isDirty ? setConfirmingCancel(true) : onClose());

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>{editing ? t`Edit Work Experience` : t`Add Work Experience`}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <form
              ref={formRef}
              noValidate
              aria-label={editing ? t`Edit work experience` : t`Add work experience`}
              className="min-w-0 space-y-6"
              onSubmit={form.handleSubmit(onValid, (errors) => {
                onRefused();
                onInvalid(errors);
              })}
            >
              <ExperienceFields />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
                {entry && (
                  <Button
                    type="button"
                    variant="destructive"
                    className="sm:me-auto"
                    onClick={() => setConfirmingDelete(true)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                )}
                <Button type="button" variant="outline" onClick={cancel}>
                  <Trans>Cancel</Trans>
                </Button>
                <FormProblems form={form} />
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
                  {save.isPending ? t`Saving...` : editing ? t`Update Experience` : t`Add Experience`}
                </Button>
              </div>
            </form>
            <Preview />
          </div>
        </FormProvider>
      </CardContent>
      <ConfirmDialog
        title={t`Discard changes?`}
        description={tc(WORK_EXPERIENCE_MESSAGES.unsavedChanges)}
        confirmLabel={t`Discard changes`}
        cancelLabel={t`Keep editing`}
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        onConfirm={onClose}
      />
      {entry && (
        <DeleteExperienceDialog
          company={entry.company_name}
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          onConfirm={() => onDelete(entry)}
        />
      )}
    </Card>
  );
}

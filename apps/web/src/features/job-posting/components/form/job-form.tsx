import { Trans, useLingui } from '@lingui/react/macro';
import {
  JOB_FORM_TOASTS,
  jobPostingState,
  type PostingContext,
  postedJobDescription,
  statusesForPoster,
} from '@perks/contract';
import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { RequiredNote } from '@/components/ui/field';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSaveJob } from '../../api/save-job';
import { formFieldFor, jobFormResolver } from '../../lib/job-form-resolver';
import { formToPayload, type JobFormValues } from '../../lib/job-form-values';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { useErrorText } from '../../lib/use-error-text';
import { ContactSection } from './contact-section';
import { FormSection } from './form-section';
import { JobBasicsSection } from './job-basics-section';
import { JobPreview } from './job-preview';
import { PayStructureSection } from './pay-structure-section';
import { RequiredCertificatesSection } from './required-certificates-section';
import { ScheduleBuilder } from './schedule-builder';
import { VisibilitySection } from './visibility-section';
import { WorkLanguagesSection } from './work-languages-section';
import { WorkplaceSection } from './workplace-section';

export interface JobFormProps {
  /** Present when editing a saved job. */
  jobId?: string;
  initialValues: JobFormValues;
  /** The saved job's status and dates when editing: what the posting rules compare with. */
  saved?: PostingContext['saved'];
}

function PreviewPane() {
  const values = useWatch<JobFormValues>() as JobFormValues;
  return <JobPreview values={values} />;
}

/**
 * The Post a Job / Edit Job form (docs/product.md, "Posting a job"). Validation is the contract's
 * payload schema; a missing business or schedule also raises its toast. A save goes to /jobs.
 */
export function JobForm({ jobId, initialValues, saved = null }: JobFormProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const err = useErrorText();
  const editing = Boolean(jobId);
  const { isAdmin } = useAuth();
  // The saved job arrives as a fresh object on each render; its three values are what matter.
  const savedStatus = saved?.status;
  const savedPostedAt = saved?.posted_at;
  const savedCreatedAt = saved?.created_at;
  const rules = useMemo(
    () => ({
      isAdmin,
      saved:
        savedStatus && savedPostedAt && savedCreatedAt
          ? { status: savedStatus, posted_at: savedPostedAt, created_at: savedCreatedAt }
          : null,
    }),
    [isAdmin, savedStatus, savedPostedAt, savedCreatedAt],
  );
  const resolver = useMemo(() => jobFormResolver(rules), [rules]);
  const navigate = useNavigate();
  // One key per form fill: a double click or a retried request creates one job.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [showPreview, setShowPreview] = useState(false);
  const {
    form,
    formRef,
    onInvalid: onRefused,
  } = useCheckedForm<JobFormValues>({ defaultValues: initialValues, resolver });
  const save = useSaveJob({ jobId, idempotencyKey });
  const errors = form.formState.errors;

  const onValid = async (values: JobFormValues) => {
    try {
      const saved = await save.mutateAsync(formToPayload(values));
      // A new job is not always live: it may be scheduled, pending or closed, and the toast says which.
      const done = editing
        ? JOB_FORM_TOASTS.updated
        : { ...JOB_FORM_TOASTS.posted, description: postedJobDescription(saved) };
      toast.success(tc(done.title), { description: tc(done.description) });
      // A job that is not live (a draft of a business waiting for review, a pending or scheduled
      // one) is not on the board: the dashboard's postings list shows it.
      navigate(jobPostingState(saved) === 'active' ? '/jobs' : '/dashboard');
    } catch (error) {
      const failed = editing ? JOB_FORM_TOASTS.updateFailed : JOB_FORM_TOASTS.postFailed;
      toast.error(tc(failed.title), { description: tc(failed.description) });
      // When the server names the field at fault, say so beside it as well.
      const field = isApiError(error) ? formFieldFor(error.field) : undefined;
      if (isApiError(error) && field) {
        form.setError(field, { message: error.message.replace(/^[\w.]+: /, '') }, { shouldFocus: true });
      }
    }
  };

  // The spec's two submit rules are separate checks: a form missing both the business and the
  // shifts says both, in the spec's order, so the poster does not fix one only to meet the other.
  const onInvalid = (invalid: FieldErrors<JobFormValues>) => {
    const notices = [
      invalid.business && JOB_FORM_TOASTS.businessRequired,
      invalid.shifts && JOB_FORM_TOASTS.scheduleRequired,
    ];
    for (const notice of notices) {
      if (notice) toast.error(tc(notice.title), { description: tc(notice.description) });
    }
  };

  return (
    <FormProvider {...form}>
      <div className="mb-6 flex justify-end">
        <Button
          type="button"
          variant="outline"
          aria-expanded={showPreview}
          aria-controls="job-preview"
          onClick={() => setShowPreview((shown) => !shown)}
        >
          {showPreview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {showPreview ? <Trans>Hide Preview</Trans> : <Trans>Show Preview</Trans>}
        </Button>
      </div>
      <div className={cn('grid gap-6', showPreview && 'lg:grid-cols-[minmax(0,1fr)_22rem]')}>
        <form
          ref={formRef}
          noValidate
          aria-label={editing ? t`Edit job` : t`Post a job`}
          className="min-w-0 space-y-6"
          onSubmit={form.handleSubmit(onValid, (errors) => {
            onRefused();
            onInvalid(errors);
          })}
        >
          <RequiredNote />
          <JobBasicsSection />
          <PayStructureSection />
          <FormSection
            id="schedule"
            title={t`Schedule Builder`}
            description={t`The real shifts, not 'flexible hours'.`}
          >
            <Controller
              control={form.control}
              name="shifts"
              render={({ field }) => (
                <ScheduleBuilder
                  id="shifts"
                  blocks={field.value}
                  onChange={field.onChange}
                  error={err(errors.shifts?.message)}
                />
              )}
            />
          </FormSection>
          <WorkplaceSection />
          <WorkLanguagesSection />
          <RequiredCertificatesSection />
          <ContactSection />
          <VisibilitySection
            defaultOpen={editing}
            statuses={statusesForPoster(rules)}
            moderated={editing && !isAdmin}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <FormProblems form={form} />
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
              {save.isPending
                ? editing
                  ? t`Updating...`
                  : t`Posting...`
                : editing
                  ? t`Update Job`
                  : t`Post Job`}
            </Button>
          </div>
        </form>
        <aside
          id="job-preview"
          aria-label={t`Preview`}
          hidden={!showPreview}
          className="lg:sticky lg:top-24 lg:self-start"
        >
          {showPreview && <PreviewPane />}
        </aside>
      </div>
    </FormProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEditableJob } from '../api/get-editable-job';
import { JobForm } from '../components/form/job-form';
import { ScreeningQuestionsEditor } from '../components/screening/screening-questions-editor';
import { emptyJobForm, jobToForm } from '../lib/job-form-values';

/** Routes /post-job and /jobs/:id/edit share one form; an id in the route means editing. */
export function PostJobPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const title = id ? t`Edit Job` : t`Post a Job`;
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          <Trans>30-second posting • No vague terms • Radical transparency</Trans>
        </p>
      </header>
      {id ? <EditJob id={id} /> : <NewJob />}
    </div>
  );
}

function NewJob() {
  const [initialValues] = useState(() => emptyJobForm());
  return (
    <div className="space-y-6">
      <JobForm initialValues={initialValues} />
      <p className="text-sm text-muted-foreground">
        <Trans>Screening questions: once the job is saved, add them from its Edit page.</Trans>
      </p>
    </div>
  );
}

function EditJob({ id }: { id: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const job = useEditableJob(id);
  if (job.isPending) {
    return (
      <div role="status" aria-label={t`Loading job`} className="space-y-6">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (job.isError) {
    return (
      <div role="alert" className="rounded-lg border border-destructive/40 p-6">
        <p className="flex items-center gap-2 font-semibold">
          <AlertCircle aria-hidden="true" className="size-5 text-destructive" />
          <Trans>This job can't be edited</Trans>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{tc(job.error.message)}</p>
        <ButtonLink variant="outline" className="mt-4" to="/dashboard">
          <Trans>Back to dashboard</Trans>
        </ButtonLink>
      </div>
    );
  }
  const { status, posted_at, created_at } = job.data;
  return (
    <div className="space-y-6">
      <JobForm
        key={job.data.id}
        jobId={job.data.id}
        initialValues={jobToForm(job.data)}
        saved={{ status, posted_at, created_at }}
      />
      <ScreeningQuestionsEditor jobId={job.data.id} />
    </div>
  );
}

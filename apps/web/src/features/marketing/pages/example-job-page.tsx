import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { JobDetailView } from '@/features/jobs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { exampleJob } from '../data/example-job';

/** Route /example-job: a fixed sample posting (no data call) showing what every job tells you. */
export function ExampleJobPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Example Job`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 rounded-lg border border-primary/30 bg-secondary p-5 text-secondary-foreground">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Info aria-hidden="true" className="size-6" />
          <Trans>Example Job</Trans>
        </h1>
        <p className="mt-2">
          <Trans>
            This is what a posting looks like here: base pay, tips, the real schedule and what a week earns,
            before you apply.
          </Trans>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/jobs">
            <Trans>Browse real jobs</Trans>
          </ButtonLink>
          <ButtonLink variant="outline" to="/post-job">
            <Trans>Post a Job</Trans>
          </ButtonLink>
        </div>
      </header>
      <JobDetailView job={exampleJob()} titleLevel="h2" showDates={false} showApply={false} />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type TJob, UUID_PATTERN } from '@perks/contract';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageMessage } from '@/components/page-message';
import { ButtonLink } from '@/components/ui/button-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJob } from '../api/get-job';
import { ApplyBar } from '../components/apply-bar';
import { JobDetailView } from '../components/job-detail-view';
import type { JobSaveControl } from '../components/job-list';

// The API answers 400 for anything else, so such a link is "not found" without asking.

function JobNotFound() {
  return (
    <PageMessage
      className="mx-auto max-w-xl py-12 text-center"
      heading={<Trans>Job Not Found</Trans>}
      message={<Trans>The job you're looking for doesn't exist.</Trans>}
      messageClassName="mt-3 text-muted-foreground"
    >
      <ButtonLink className="mt-8" to="/jobs">
        <Trans>Browse all jobs</Trans>
      </ButtonLink>
    </PageMessage>
  );
}

function JobDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">
        <Trans>Loading job…</Trans>
      </span>
      <div className="rounded-lg border p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-4 h-8 w-2/3" />
        <Skeleton className="mt-3 h-5 w-1/3" />
        <Skeleton className="mt-6 h-7 w-1/2" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

/** The in-app Apply of a job page, drawn by another feature (handed in by `app/pages/job-page.tsx`). */
export type JobApplySection = ComponentType<{ job: TJob }>;

/** The phone's sticky Apply bar once the session check has run (another feature's, like the Apply). */
export type JobApplyBar = ComponentType<{ job: TJob }>;

/**
 * Route /jobs/:id: one job in full, or 'Job Not Found' when it is missing, not live or fails to load.
 * The in-app Apply depends on who is looking and its code is not in this page's chunk: it shows
 * once the session check has run, so the server's HTML (with the e-mail link) and the first paint
 * are the same.
 */
export function JobDetailPage({
  applySection: ApplySection,
  applyBar: SignedInApplyBar,
  saveControl: SaveControl,
}: {
  applySection?: JobApplySection;
  /** Says 'Applied · view status' in place of 'Apply for this job' once one has applied. */
  applyBar?: JobApplyBar;
  /** The saved jobs' heart, another feature's (handed in by `app/pages/job-page.tsx`). */
  saveControl?: JobSaveControl;
}) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { initialised } = useAuth();
  const validId = UUID_PATTERN.test(id);
  // Signed-in managers may see their own job before it is live, so wait for the session check.
  const query = useJob(id, { enabled: validId && initialised });
  useDocumentTitle(query.data?.title ?? (validId && !query.isError ? t`Job Details` : t`Job Not Found`));

  let content: ReactNode;
  if (!validId || query.isError) content = <JobNotFound />;
  else if (query.isPending) content = <JobDetailSkeleton />;
  else {
    // Null until the session check has run: the e-mail link is already the secondary one, so the
    // server's HTML and the first paint match.
    let inAppApply: ReactNode;
    if (ApplySection)
      inAppApply = initialised ? (
        <Suspense fallback={null}>
          <ApplySection job={query.data} />
        </Suspense>
      ) : null;
    content = (
      <>
        <JobDetailView
          job={query.data}
          inAppApply={inAppApply}
          saveControl={SaveControl ? <SaveControl job={query.data} /> : undefined}
        />
        {SignedInApplyBar && initialised ? (
          <Suspense fallback={<ApplyBar />}>
            <SignedInApplyBar job={query.data} />
          </Suspense>
        ) : (
          <ApplyBar />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6">
        <BackLink to="/jobs">
          <Trans>Back to jobs</Trans>
        </BackLink>
      </div>
      {content}
    </div>
  );
}

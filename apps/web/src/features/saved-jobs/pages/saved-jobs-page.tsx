import { Trans, useLingui } from '@lingui/react/macro';
import { NO_LONGER_ACCEPTING, type TSavedJob, type TSavedJobList } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/load-states';
import { PageHeading } from '@/components/page-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useAuth } from '@/features/auth';
import { JobCard } from '@/features/jobs';
import { useContractText } from '@/lib/i18n/contract-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSavedJobList } from '../api/list-saved-jobs';
import { savedJobKeys } from '../api/saved-job-keys';
import { useSavedJobs } from '../lib/use-saved-jobs';

function RemoveButton({ job, onRemove }: { job: TSavedJob['job']; onRemove(): void }) {
  const { t } = useLingui();
  const title = job.title;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={t`Remove from saved: ${title}`}
      onClick={onRemove}
    >
      <X aria-hidden="true" className="size-4" />
      <Trans>Remove</Trans>
    </Button>
  );
}

/** A saved job that no longer takes applications: its page is gone, so it names the job only. */
function ClosedJobCard({ job, action }: { job: TSavedJob['job']; action: ReactNode }) {
  const tc = useContractText();
  return (
    <article className="rounded-lg border bg-muted/40 p-5 text-card-foreground">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold leading-snug">{job.title}</h3>
          <p className="mt-1 break-words text-sm text-muted-foreground">
            {job.business?.name ?? job.company}
          </p>
        </div>
        {action}
      </div>
      <Badge variant="outline" className="mt-3">
        {tc(NO_LONGER_ACCEPTING)}
      </Badge>
    </article>
  );
}

/**
 * Route /saved (docs/product.md, "Saved jobs"): the person's saved jobs, the live ones first as job
 * cards, then those no longer accepting applications; each can be removed.
 */
export function SavedJobsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Saved jobs`);
  const { user } = useAuth();
  const list = useSavedJobList();
  const saved = useSavedJobs();
  const queryClient = useQueryClient();

  const remove = async (jobId: string) => {
    if (!(await saved.remove(jobId))) return;
    queryClient.setQueryData<TSavedJobList>(savedJobKeys.list(user?.id ?? null), (current) =>
      current ? { items: current.items.filter((item) => item.job.id !== jobId) } : current,
    );
  };

  const items = list.data?.items ?? [];
  const live = items.filter((item) => item.live);
  const closed = items.filter((item) => !item.live);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={<Trans>Saved jobs</Trans>} tracking="tight" size="small" />
      <QueryStates
        query={list}
        loading={<Trans>Loading your saved jobs…</Trans>}
        failed={<Trans>Your saved jobs could not be loaded.</Trans>}
      >
        {() =>
          items.length === 0 ? (
            <EmptyState
              icon={Heart}
              title={<Trans>No saved jobs yet</Trans>}
              hint={<Trans>Tap the heart on a job to keep it here.</Trans>}
              action={
                <ButtonLink to="/jobs">
                  <Trans>Browse jobs</Trans>
                </ButtonLink>
              }
            />
          ) : (
            <>
              {live.length > 0 && (
                <ul aria-label={t`Open jobs`} className="space-y-4">
                  {live.map(({ job }) => (
                    <li key={job.id}>
                      <JobCard
                        job={job}
                        action={<RemoveButton job={job} onRemove={() => void remove(job.id)} />}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {closed.length > 0 && (
                <section aria-labelledby="closed-saved-jobs" className="space-y-4">
                  <h2 id="closed-saved-jobs" className="text-lg font-semibold">
                    <Trans>Closed jobs</Trans>
                  </h2>
                  <ul className="space-y-4">
                    {closed.map(({ job }) => (
                      <li key={job.id}>
                        <ClosedJobCard
                          job={job}
                          action={<RemoveButton job={job} onRemove={() => void remove(job.id)} />}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )
        }
      </QueryStates>
    </div>
  );
}

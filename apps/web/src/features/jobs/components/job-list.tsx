import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TJob, TJobList } from '@perks/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Briefcase } from 'lucide-react';
import type { ComponentType } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { Button } from '@/components/ui/button';
import { JobCard } from './job-card';
import { JobCardSkeleton } from './job-card-skeleton';

// Five placeholder cards while the list loads (docs/product.md, "The job board").
const SKELETONS = ['a', 'b', 'c', 'd', 'e'] as const;

/** A control on each job card drawn by another feature (handed in by the app's jobs page). */
export type JobSaveControl = ComponentType<{ job: TJob }>;

interface JobListProps {
  query: UseQueryResult<TJobList>;
  /** The start-up session check is still running, so the list has not been asked for yet. */
  waiting: boolean;
  page: number;
  /** Each page's address: paging is links, so it works without JavaScript too. */
  pageHref(page: number): string;
  /** Told after a page link is followed in the browser. */
  onPageChange(page: number): void;
  saveControl?: JobSaveControl;
  /** The list was refused for a field the visitor can fix (a ZIP code no table holds): why. */
  refusal?: string | undefined;
}

/**
 * The list's four states (docs/product.md, "The job board"): loading, error, empty and populated.
 */
export function JobList({
  query,
  waiting,
  page,
  pageHref,
  onPageChange,
  saveControl: SaveControl,
  refusal,
}: JobListProps) {
  const { t } = useLingui();
  if (waiting || query.isPending) {
    return (
      <div role="status" aria-live="polite" className="mt-6 space-y-4">
        <span className="sr-only">
          <Trans>Loading jobs…</Trans>
        </span>
        {SKELETONS.map((key) => (
          <JobCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (query.isError && refusal) {
    // Asking again cannot help: the filters above say what to change.
    return (
      <div role="alert" className="mt-6 rounded-lg border border-destructive/40 bg-card p-8 text-center">
        <p className="font-medium">{refusal}</p>
        <p className="mt-2 text-muted-foreground">
          <Trans>Check it in the filters and search again.</Trans>
        </p>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div role="alert" className="mt-6 rounded-lg border border-destructive/40 bg-card p-8 text-center">
        <p className="font-medium">
          <Trans>Failed to load jobs.</Trans>
        </p>
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const { data, total, totalPages } = query.data;
  const pagination = (
    <ListPagination
      label={t`Job list pages`}
      page={page}
      totalPages={totalPages}
      hrefFor={pageHref}
      onPageChange={onPageChange}
    />
  );
  if (data.length === 0) {
    return (
      <div className="mt-6 rounded-lg border bg-card p-10 text-center">
        <Briefcase aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h2 className="mt-4 text-lg font-semibold">
          <Trans>No jobs found</Trans>
        </h2>
        <p className="mt-2 text-muted-foreground">
          <Trans>Try adjusting your filters or check back later for new opportunities.</Trans>
        </p>
        {pagination}
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-4">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {totalPages > 1 ? (
          <Plural
            value={total}
            one={`# job • Page ${page} of ${totalPages}`}
            other={`# jobs • Page ${page} of ${totalPages}`}
          />
        ) : (
          <Plural value={total} one="# job" other="# jobs" />
        )}
      </p>
      <ul className="space-y-4">
        {data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} action={SaveControl ? <SaveControl job={job} /> : undefined} />
          </li>
        ))}
      </ul>
      <div className="pt-2">{pagination}</div>
    </div>
  );
}

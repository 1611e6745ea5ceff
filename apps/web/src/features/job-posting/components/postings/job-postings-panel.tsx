import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, Briefcase, Loader2, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { CardHeading } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { useManagedJobs } from '../../api/list-managed-jobs';
import {
  businessesOf,
  DEFAULT_SORT,
  FIRST_DIRECTION,
  hasFilters,
  NO_FILTERS,
  type PostingFilters,
  type PostingSort,
  type PostingSortKey,
  visiblePostings,
} from '../../lib/job-postings-view';
import { JobPostingsCards } from './job-postings-cards';
import { JobPostingsTable } from './job-postings-table';
import { JobPostingsToolbar } from './job-postings-toolbar';

function PanelMessage({ title, detail, children }: { title: string; detail?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-4 py-10 text-center">
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm text-muted-foreground">{detail}</p>}
      {children}
    </div>
  );
}

/**
 * 'Your Job Postings' (docs/product.md, "Posting a job"): every job of the businesses the user owns
 * or manages, with search, filters, sortable columns and a menu per row.
 */
export function JobPostingsPanel() {
  const { t } = useLingui();
  const auth = useAuth();
  const managed = useManagedJobs(auth.status === 'signed-in');
  const [filters, setFilters] = useState<PostingFilters>(NO_FILTERS);
  const [sort, setSort] = useState<PostingSort>(DEFAULT_SORT);
  const phone = usePhoneLayout();

  const jobs = managed.data ?? [];
  const businesses = useMemo(() => businessesOf(managed.data ?? []), [managed.data]);
  const rows = useMemo(
    () => visiblePostings(managed.data ?? [], filters, sort),
    [managed.data, filters, sort],
  );

  const onSort = (key: PostingSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: FIRST_DIRECTION[key] },
    );

  const shown = rows.length;
  const total = jobs.length;
  const businessCount = businesses.length;

  let body: ReactNode;
  if (managed.isPending) {
    body = (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground"
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        <Trans>Loading your job postings...</Trans>
      </div>
    );
  } else if (managed.isError) {
    body = (
      <div role="alert">
        <PanelMessage title={t`Failed to load job postings`} detail={t`Please try refreshing the page`}>
          <AlertCircle aria-hidden="true" className="order-first mb-2 size-6 text-destructive" />
        </PanelMessage>
      </div>
    );
  } else if (jobs.length === 0) {
    body = (
      <PanelMessage
        title={t`No job postings yet`}
        detail={t`Start by posting your first job to attract great candidates.`}
      >
        <Briefcase aria-hidden="true" className="order-first mb-2 size-8 text-muted-foreground" />
        <ButtonLink className="mt-4" to="/post-job">
          <Trans>Post Your First Job</Trans>
        </ButtonLink>
      </PanelMessage>
    );
  } else {
    body = (
      <div className="space-y-4">
        <JobPostingsToolbar filters={filters} onChange={setFilters} businesses={businesses} />
        {rows.length === 0 ? (
          <PanelMessage title={t`No jobs match your current filters`}>
            <Button variant="outline" className="mt-4" onClick={() => setFilters(NO_FILTERS)}>
              <Trans>Clear filters</Trans>
            </Button>
          </PanelMessage>
        ) : phone ? (
          <JobPostingsCards jobs={rows} sort={sort} onSortChange={setSort} />
        ) : (
          <JobPostingsTable jobs={rows} sort={sort} onSort={onSort} />
        )}
      </div>
    );
  }

  return (
    <Card>
      <CardHeader layout="row">
        <div className="space-y-1.5">
          <CardHeading
            title={<Trans>Your Job Postings</Trans>}
            description={<Trans>Manage job postings across all your businesses</Trans>}
          />
          {managed.isSuccess && jobs.length > 0 && (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              <Trans>
                {shown} of <Plural value={total} one="# job" other="# jobs" /> •{' '}
                <Plural value={businessCount} one="# business" other="# businesses" />
              </Trans>
            </p>
          )}
        </div>
        <ButtonLink to="/post-job">
          <Plus aria-hidden="true" />
          <Trans>Post New Job</Trans>
        </ButtonLink>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {hasFilters(filters) && rows.length > 0 && (
        <div className="px-6 pb-6">
          <Button variant="link" size="flush" onClick={() => setFilters(NO_FILTERS)}>
            <Trans>Clear filters</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}

import { Trans } from '@lingui/react/macro';
import type { TJob } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { TitledCard } from '@/components/titled-card';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { adminKeys } from '../../api/admin-keys';
import type { ListPage } from '../../lib/figures-from-page';
import { AdminScreenHeader } from '../admin-screen-header';
import { JobDetail } from './job-detail';
import { JobStatisticsStrip } from './job-statistics-strip';
import { JobsList } from './jobs-list';
import { PendingJobs } from './pending-jobs';

/**
 * The Jobs tab (docs/product.md, "Admin panel"): Refresh and New Job, the statistics, the jobs
 * waiting for review, and the list beside the selected job. New and edited jobs use the posting
 * form itself, so its rules and messages are the same for admins.
 */
export function JobsScreen() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<TJob | null>(null);
  // The list's latest page: the statistics' fallback when their own call fails.
  const [pageData, setPageData] = useState<ListPage<TJob> | null>(null);
  // A moderated job that is on screen shows its new state at once.
  const changed = (job: TJob) => setSelected((current) => (current?.id === job.id ? job : current));

  return (
    <div className="space-y-6">
      <AdminScreenHeader title={<Trans>Job Management</Trans>}>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() })}
          >
            <RefreshCw aria-hidden="true" /> <Trans>Refresh</Trans>
          </Button>
          <ButtonLink to="/post-job">
            <Plus aria-hidden="true" /> <Trans>New Job</Trans>
          </ButtonLink>
        </div>
      </AdminScreenHeader>
      <JobStatisticsStrip pageData={pageData} />
      <section aria-labelledby="pending-jobs-heading" className="space-y-2">
        <h3 id="pending-jobs-heading" className="font-semibold">
          <Trans>Waiting for Review</Trans>
        </h3>
        <PendingJobs onSelect={setSelected} onChanged={changed} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <TitledCard level="h3" title={<Trans>All Jobs</Trans>}>
          <JobsList onLoaded={setPageData} selectedId={selected?.id ?? null} onSelect={setSelected} />
        </TitledCard>
        <TitledCard level="h3" title={<Trans>Details</Trans>}>
          {selected ? (
            <JobDetail
              key={selected.id}
              job={selected}
              onChanged={changed}
              onDeleted={() => setSelected(null)}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Select a job to see its details.</Trans>
            </p>
          )}
        </TitledCard>
      </div>
    </div>
  );
}

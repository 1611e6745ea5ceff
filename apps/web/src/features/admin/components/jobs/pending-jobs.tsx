import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TJob } from '@perks/contract';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useAdminJobs } from '../../api/list-jobs';
import { JobModerationButtons } from './job-moderation-buttons';

const QUEUE_SIZE = 10;

/**
 * The moderation queue: jobs waiting in 'pending', oldest question first in view, each approved
 * or closed in one click (decision 040).
 */
interface PendingJobsProps {
  onSelect: (job: TJob) => void;
  onChanged: (job: TJob) => void;
}

export function PendingJobs({ onSelect, onChanged }: PendingJobsProps) {
  const { t } = useLingui();
  const pending = useAdminJobs({ status: 'pending', page: 1, limit: QUEUE_SIZE });
  if (pending.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading jobs waiting for review...</Trans>
      </LoadingNotice>
    );
  if (pending.isError) {
    return (
      <LoadFailedNotice onRetry={() => void pending.refetch()}>
        <Trans>Jobs waiting for review could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  const { data, total } = pending.data;
  if (total === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No jobs are waiting for review.</Trans>
      </p>
    );
  const shown = data.length;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {total > shown ? (
          <Trans>
            {total} jobs are waiting for review (the newest {shown} shown; filter the list by Pending for
            all).
          </Trans>
        ) : (
          <Plural value={total} one="# job is waiting for review." other="# jobs are waiting for review." />
        )}
      </p>
      <ul aria-label={t`Jobs waiting for review`} className="divide-y rounded-md border">
        {data.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <button
              type="button"
              onClick={() => onSelect(job)}
              className="text-start hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium">{job.title}</span>
              <span className="block text-sm text-muted-foreground">{job.company}</span>
            </button>
            <div className="flex gap-2">
              <JobModerationButtons job={job} onChanged={onChanged} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { ADMIN_JOB_MESSAGES, EMPLOYMENT_TYPE_LABELS, salaryDisplay, type TJob } from '@perks/contract';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteJob } from '../../api/delete-job';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge, JobVisibilityBadge } from './job-status-badge';

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy, h:mm a') : '—');

interface JobDetailProps {
  job: TJob;
  onChanged: (job: TJob) => void;
  onDeleted: () => void;
}

/**
 * One job as the admin sees it: its state and pay, a link to its public page, editing in the
 * posting form, moderation, and delete.
 */
export function JobDetail({ job, onChanged, onDeleted }: JobDetailProps) {
  const remove = useDeleteJob();
  const onDelete = () =>
    remove.mutate(job.id, {
      onSuccess: () => {
        toast.success(ADMIN_JOB_MESSAGES.deleted);
        onDeleted();
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Operation failed'),
    });
  // The row is labelled 'Expires', so the date stands alone (the expiry label would repeat the
  // word); only a date already past says so, as the reason the job is hidden.
  const expired = job.expires_at !== null && new Date(job.expires_at).getTime() <= Date.now();

  return (
    <div className="space-y-4">
      <div>
        <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          {job.title}
          <JobStatusBadge status={job.status} />
          <JobVisibilityBadge job={job} />
        </h3>
        <p className="text-sm text-muted-foreground">
          {job.company} · {job.location}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Pay</dt>
        <dd>{salaryDisplay(job)}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</dd>
        <dt className="text-muted-foreground">Posted</dt>
        <dd>{when(job.posted_at)}</dd>
        <dt className="text-muted-foreground">Expires</dt>
        <dd>{job.expires_at ? `${when(job.expires_at)}${expired ? ' (Expired)' : ''}` : 'Never'}</dd>
        <dt className="text-muted-foreground">Contact</dt>
        <dd className="break-all">{job.contact_email}</dd>
        <dt className="text-muted-foreground">ID</dt>
        <dd className="break-all">{job.id}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <JobModerationButtons job={job} onChanged={onChanged} />
        <Button size="sm" variant="outline" asChild>
          <Link to={`/jobs/${job.id}/edit`}>Edit Job</Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/jobs/${job.id}`}>View public page</Link>
        </Button>
        <ConfirmDialog
          title="Delete job"
          description={ADMIN_JOB_MESSAGES.deleteConfirm}
          confirmLabel="Delete"
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="destructive" disabled={remove.isPending}>
              Delete Job
            </Button>
          }
        />
      </div>
    </div>
  );
}

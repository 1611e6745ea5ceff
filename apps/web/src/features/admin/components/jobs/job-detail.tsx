import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_JOB_MESSAGES, EMPLOYMENT_TYPE_LABELS, salaryDisplay, type TJob } from '@perks/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteJob } from '../../api/delete-job';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge, JobVisibilityBadge } from './job-status-badge';

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
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const when = (iso: string | null) =>
    iso ? i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const remove = useDeleteJob();
  const onDelete = () =>
    remove.mutate(job.id, {
      onSuccess: () => {
        toast.success(tc(ADMIN_JOB_MESSAGES.deleted));
        onDeleted();
      },
      onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
    });
  // The row is labelled 'Expires', so the date stands alone (the expiry label would repeat the
  // word); only a date already past says so, as the reason the job is hidden.
  const expired = job.expires_at !== null && new Date(job.expires_at).getTime() <= Date.now();
  const expiry = when(job.expires_at);

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
        <dt className="text-muted-foreground">
          <Trans>Pay</Trans>
        </dt>
        <dd>{salaryDisplay(job, undefined, tc, i18n.locale)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Type</Trans>
        </dt>
        <dd>{tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</dd>
        <dt className="text-muted-foreground">
          <Trans>Posted</Trans>
        </dt>
        <dd>{when(job.posted_at)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Expires</Trans>
        </dt>
        <dd>
          {!job.expires_at ? <Trans>Never</Trans> : expired ? <Trans>{expiry} (Expired)</Trans> : expiry}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>Contact</Trans>
        </dt>
        <dd className="break-all">{job.contact_email}</dd>
        <dt className="text-muted-foreground">
          <Trans>ID</Trans>
        </dt>
        <dd className="break-all">{job.id}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <JobModerationButtons job={job} onChanged={onChanged} />
        <Button size="sm" variant="outline" asChild>
          <Link to={`/jobs/${job.id}/edit`}>
            <Trans>Edit Job</Trans>
          </Link>
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={`/jobs/${job.id}`}>
            <Trans>View public page</Trans>
          </Link>
        </Button>
        <ConfirmDialog
          title={t`Delete job`}
          description={tc(ADMIN_JOB_MESSAGES.deleteConfirm)}
          confirmLabel={t`Delete`}
          cancelLabel={t`Cancel`}
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="destructive" disabled={remove.isPending}>
              <Trans>Delete Job</Trans>
            </Button>
          }
        />
      </div>
    </div>
  );
}

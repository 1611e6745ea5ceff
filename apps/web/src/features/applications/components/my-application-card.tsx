import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, type TMyApplication } from '@perks/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InterviewPanel } from '@/features/interviews';
import { MessagesLink } from '@/features/messages';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/lib/toast';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ScreeningAnswers } from './screening-answers';
import { StatusBadge } from './status-badge';

/** Why a job can no longer take applications, or null while it can. */
function jobStateNotice(application: TMyApplication): string | null {
  if (application.job_state === 'removed') return APPLICATION_MESSAGES.jobRemoved;
  if (application.job_state === 'closed' || application.job_state === 'expired')
    return APPLICATION_MESSAGES.jobClosed;
  return null;
}

/**
 * One of the person's applications: the job and business, when it was sent, its status and when
 * that changed, the employer's message if they wrote one, and Withdraw while it can be.
 */
export function MyApplicationCard({ application }: { application: TMyApplication }) {
  const timeAgo = useTimeAgo();
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const withdraw = useWithdrawApplication();
  const notice = jobStateNotice(application);
  const { job_title: jobTitle, business_name: businessName } = application;
  const title = t`${jobTitle} at ${businessName}`;
  const applied = i18n.date(application.applied_at, { dateStyle: 'medium' });
  const updated = timeAgo(application.status_changed_at);
  const changedAt = application.status_changed_at;

  const onWithdraw = () =>
    withdraw.mutate(application.id, {
      onSuccess: () => toast.success(t`Application withdrawn`),
      onError: (error) => toast.error(tc(error.message)),
    });

  return (
    <article aria-label={title} className="space-y-3 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words font-semibold">
            {application.job_id && application.job_state !== 'removed' ? (
              <Link to={`/jobs/${application.job_id}`} className="underline-offset-4 hover:underline">
                {application.job_title}
              </Link>
            ) : (
              application.job_title
            )}
          </h2>
          <p className="text-sm text-muted-foreground">{application.business_name}</p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Applied {applied} · Updated <time dateTime={changedAt}>{updated}</time>
        </Trans>
      </p>
      {notice && <p className="text-sm font-medium">{tc(notice)}</p>}
      <ScreeningAnswers screening={application.screening} />
      {application.decline_message && (
        <blockquote className="border-s-2 ps-3 text-sm">{application.decline_message}</blockquote>
      )}
      {['interview', 'offer', 'hired'].includes(application.status) && (
        <InterviewPanel applicationId={application.id} />
      )}
      <div className="flex flex-wrap gap-2">
        <MessagesLink applicationId={application.id} about={title} />
        {application.status !== 'withdrawn' && (
          <ConfirmDialog
            title={t`Withdraw application`}
            description={tc(APPLICATION_MESSAGES.withdrawConfirm)}
            confirmLabel={t`Withdraw`}
            onConfirm={onWithdraw}
            trigger={
              <Button variant="outline" size="sm" disabled={withdraw.isPending}>
                <Trans>Withdraw</Trans>
              </Button>
            }
          />
        )}
      </div>
    </article>
  );
}

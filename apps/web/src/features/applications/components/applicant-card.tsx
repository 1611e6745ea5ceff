import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUS_LABELS, DAY_LABELS, formatPhoneDisplay, type TApplicant } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { InterviewPanel } from '@/features/interviews';
import { MessagesLink } from '@/features/messages';
import { useContractText } from '@/lib/i18n/contract-text';
import { useTimeAgo } from '@/lib/time-ago';
import { ApplicantCertificates } from './applicant-certificates';
import { PipelineControl } from './pipeline-control';
import { ScreeningAnswers, UnmetNotice } from './screening-answers';
import { SharedProfile } from './shared-profile';
import { StatusBadge } from './status-badge';

interface ApplicantCardProps {
  applicant: TApplicant;
  job: { id: string; title: string; business_name: string };
}

/**
 * One applicant as the employer sees them: the profile as it was sent, the note, the days they can
 * work, how to reach them (when the server shares it), the history, and the pipeline.
 */
export function ApplicantCard({ applicant, job }: ApplicantCardProps) {
  const timeAgo = useTimeAgo();
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const { profile } = applicant;
  const applied = i18n.date(applicant.applied_at, { dateStyle: 'medium' });
  const since = i18n.date(profile.member_since, { dateStyle: 'medium' });
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const jobs = profile.work_experience.map((entry, index) => ({
    key: `${index}-${entry.company_name}-${entry.start_date}`,
    position_title: entry.position_title,
    company_name: entry.company_name,
    is_current: entry.is_current,
    verified: entry.verified,
  }));

  return (
    <article aria-label={name} className="space-y-4 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <Trans>Applied {applied}</Trans>
        </p>
        <div className="flex items-center gap-2">
          {applicant.is_unread && (
            <Badge>
              <Trans>Unread</Trans>
            </Badge>
          )}
          <StatusBadge status={applicant.status} />
        </div>
      </div>
      <UnmetNotice screening={applicant.screening} />
      <SharedProfile name={name} verifiedEmployers={profile.verified_employers} jobs={jobs} />
      <p className="text-sm text-muted-foreground">
        <Trans>Member since {since}</Trans>
      </p>
      <ApplicantCertificates certificates={applicant.certificates ?? []} />
      {applicant.note && (
        <div className="text-sm">
          <h3 className="font-medium">
            <Trans>Note</Trans>
          </h3>
          <p className="whitespace-pre-line break-words">{applicant.note}</p>
        </div>
      )}
      <ScreeningAnswers screening={applicant.screening} />
      <p className="text-sm">
        <span className="font-medium">
          <Trans>Can work:</Trans>{' '}
        </span>
        {applicant.availability.length > 0
          ? applicant.availability.map((day) => tc(DAY_LABELS[day])).join(', ')
          : t`No days given`}
      </p>
      {applicant.contact && (
        <ul aria-label={t`Contact`} className="space-y-1 text-sm">
          <li>
            <a href={`tel:${applicant.contact.phone}`} className="underline underline-offset-4">
              {formatPhoneDisplay(applicant.contact.phone)}
            </a>
          </li>
          {applicant.contact.email && (
            <li className="break-all">
              <a href={`mailto:${applicant.contact.email}`} className="underline underline-offset-4">
                {applicant.contact.email}
              </a>
            </li>
          )}
        </ul>
      )}
      {applicant.decline_message && (
        <blockquote className="border-s-2 ps-3 text-sm">{applicant.decline_message}</blockquote>
      )}
      <MessagesLink applicationId={applicant.id} about={name} />
      {applicant.status !== 'withdrawn' && (
        <InterviewPanel applicationId={applicant.id} applicantName={name} />
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>History</Trans>
        </summary>
        <ol className="mt-2 space-y-1">
          {applicant.history.map((step) => (
            <li key={`${step.status}-${step.changed_at}`}>
              {tc(APPLICATION_STATUS_LABELS[step.status])} · {tc(step.changed_by)} ·{' '}
              <time dateTime={step.changed_at}>{timeAgo(step.changed_at)}</time>
            </li>
          ))}
        </ol>
      </details>
      {applicant.status === 'withdrawn' ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The applicant withdrew this application.</Trans>
        </p>
      ) : (
        <PipelineControl applicant={applicant} applicantName={name} job={job} />
      )}
    </article>
  );
}

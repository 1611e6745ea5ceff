import { Plural, useLingui } from '@lingui/react/macro';
import {
  formTimeAgo,
  type JobPostingState,
  TIP_STRUCTURE_LABELS,
  type TJob,
  type TManagedJob,
} from '@perks/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';

// What the owner's table and its phone cards both show of a posting.

export const STATE_BADGE: Record<JobPostingState, BadgeProps['variant']> = {
  active: 'default',
  scheduled: 'secondary',
  pending: 'outline',
  expired: 'outline',
  closed: 'outline',
};

/** The tip line: individual 'Keep your own tips', pooled 'Tip pooling', anything else 'Other tip arrangement'. */
export function tipLine(job: Pick<TJob, 'tip_structure'>): string {
  return TIP_STRUCTURE_LABELS[
    job.tip_structure === 'individual' || job.tip_structure === 'pooled' ? job.tip_structure : 'other'
  ];
}

/** All applications, with the unread ones marked: '3' and a '2 new' badge. */
export function ApplicationsCount({ job }: { job: TManagedJob }) {
  const unread = job.unread_application_count;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {job.application_count}
      {unread > 0 && (
        <Badge>
          <Plural value={unread} one="# new" other="# new" />
        </Badge>
      )}
    </span>
  );
}

/** When it went live ('2 days ago'), or when a scheduled one will. */
export function PostedTime({ job, state, now }: { job: TJob; state: JobPostingState; now: Date }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const date = i18n.date(new Date(job.posted_at), { dateStyle: 'medium' });
  return (
    <time dateTime={job.posted_at}>
      {state === 'scheduled' ? t`Goes live ${date}` : formTimeAgo(job.posted_at, now, tc)}
    </time>
  );
}

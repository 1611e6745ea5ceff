import { Plural, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  formTimeAgo,
  JOB_POSTING_STATE_LABELS,
  type JobPostingState,
  jobPostingState,
  ROLE_TYPE_LABELS,
  salaryDisplay,
  TIP_STRUCTURE_LABELS,
  type TJob,
  type TManagedJob,
} from '@perks/contract';
import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import type { PostingSort } from '../../lib/job-postings-view';

// What the owner's table and its phone cards both show of a posting.

const STATE_BADGE: Record<JobPostingState, BadgeProps['variant']> = {
  active: 'default',
  scheduled: 'secondary',
  pending: 'outline',
  expired: 'outline',
  closed: 'outline',
};

/** What the table and the cards are given: the postings, their order, and the time 'now' is. */
export interface PostingsViewProps {
  jobs: TManagedJob[];
  sort: PostingSort;
  now?: Date;
}

/** The line under a posting's title: its role, a badge of its state ('Active', 'Expired'), and `children`. */
export function RoleAndState({
  job,
  state,
  children,
}: {
  job: TJob;
  state: JobPostingState;
  children?: ReactNode;
}) {
  const tc = useContractText();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {tc(ROLE_TYPE_LABELS[job.role_type])}
      <Badge variant={STATE_BADGE[state]}>{tc(JOB_POSTING_STATE_LABELS[state])}</Badge>
      {children}
    </p>
  );
}

/** The tip line: individual 'Keep your own tips', pooled 'Tip pooling', anything else 'Other tip arrangement'. */
function tipLine(job: Pick<TJob, 'tip_structure'>): string {
  return TIP_STRUCTURE_LABELS[
    job.tip_structure === 'individual' || job.tip_structure === 'pooled' ? job.tip_structure : 'other'
  ];
}

/**
 * Each posting with what both views show of it: its state at `now`, and in the reader's words its
 * employment type, its salary line and the tip line of a tipped role.
 */
export function usePostingRows(jobs: TManagedJob[], now: Date) {
  const { i18n } = useLingui();
  const tc = useContractText();
  return jobs.map((job) => ({
    job,
    state: jobPostingState(job, now),
    type: tc(EMPLOYMENT_TYPE_LABELS[job.employment_type]),
    salary: salaryDisplay(job, undefined, tc, i18n.locale),
    tips: job.is_tipped_role ? tc(tipLine(job)) : null,
  }));
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

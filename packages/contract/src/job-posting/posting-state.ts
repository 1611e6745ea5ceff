import type { JobStatus } from '../jobs/enums.ts';
import { isJobLive } from '../jobs/live.ts';
import { type DateInput, formatDisplayDate } from '../jobs/time-ago.ts';
import { formatTime12h } from '../jobs/time-of-day.ts';

/**
 * Where a posting stands for the people who manage it. Approved jobs are Active (publicly live),
 * Scheduled (posted_at still ahead) or Expired (expires_at passed); Pending and Closed are their
 * status. The public rule itself is `isJobLive`.
 */
export const JOB_POSTING_STATES = ['active', 'scheduled', 'expired', 'pending', 'closed'] as const;
export type JobPostingState = (typeof JOB_POSTING_STATES)[number];

export const JOB_POSTING_STATE_LABELS: Record<JobPostingState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  pending: 'Pending',
  closed: 'Closed',
};

interface PostingFields {
  status?: JobStatus | null;
  posted_at?: DateInput;
  expires_at?: DateInput;
}

export function jobPostingState(job: PostingFields, now: Date = new Date()): JobPostingState {
  const status = job.status ?? 'pending';
  if (status !== 'approved') return status;
  if (isJobLive(job, now)) return 'active';
  const posted = job.posted_at ? new Date(job.posted_at).getTime() : Number.NaN;
  return posted > now.getTime() ? 'scheduled' : 'expired';
}

// 'Now live' only for a job that is; the others say what happened instead (docs/product.md,
// "Posting a job").
const POSTED_DESCRIPTIONS: Record<Exclude<JobPostingState, 'scheduled'>, string> = {
  active: 'Your job is now live and visible to workers',
  pending: 'Your job is waiting for review and is not visible to workers yet',
  closed: 'Your job is saved as closed and is not visible to workers',
  expired: 'Your job is saved, but its expiry date has passed, so workers cannot see it',
};

/** 'Mar 12, 2026 at 9:00 AM' in the reader's time zone. */
function formatPostingTime(date: Date): string {
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatDisplayDate(date)} at ${formatTime12h(time)}`;
}

/**
 * The description under 'Job Posted Successfully!' for the job the server saved: "now live"
 * only when it is, otherwise when it goes live or why workers can't see it.
 */
export function postedJobDescription(job: PostingFields, now: Date = new Date()): string {
  const state = jobPostingState(job, now);
  if (state !== 'scheduled') return POSTED_DESCRIPTIONS[state];
  return `Your job is scheduled to go live on ${formatPostingTime(new Date(job.posted_at!))}`;
}

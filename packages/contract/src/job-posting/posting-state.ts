import type { JobStatus } from '../jobs/enums.ts';
import { isJobLive } from '../jobs/live.ts';
import type { DateInput } from '../jobs/time-ago.ts';

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

export function jobPostingState(
  job: { status?: JobStatus | null; posted_at?: DateInput; expires_at?: DateInput },
  now: Date = new Date(),
): JobPostingState {
  const status = job.status ?? 'pending';
  if (status !== 'approved') return status;
  if (isJobLive(job, now)) return 'active';
  const posted = job.posted_at ? new Date(job.posted_at).getTime() : Number.NaN;
  return posted > now.getTime() ? 'scheduled' : 'expired';
}

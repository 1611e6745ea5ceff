import type { JobStatus } from './enums.ts';
import type { DateInput } from './time-ago.ts';

export interface LiveFields {
  status?: JobStatus | null;
  posted_at?: DateInput;
  expires_at?: DateInput;
}

/** A job saved without a status is treated as awaiting review, never as published. */
export function jobStatus(job: LiveFields): JobStatus {
  return job.status ?? 'pending';
}

const present = (value: DateInput): value is Date | string | number =>
  value !== null && value !== undefined && value !== '';

/**
 * Whether the public sees a job (docs/product.md, "The job board"): approved, posted_at absent or
 * not in the future (a future date is scheduled publishing), and expires_at absent or still ahead.
 * The server applies the same rule in SQL; this copy labels admin rows. An unreadable date gives
 * NaN, which fails both comparisons, so a bad value hides the job rather than publishing it.
 */
export function isJobLive(job: LiveFields, now: Date = new Date()): boolean {
  if (jobStatus(job) !== 'approved') return false;
  const at = now.getTime();
  if (present(job.posted_at) && !(new Date(job.posted_at).getTime() <= at)) return false;
  if (present(job.expires_at) && !(new Date(job.expires_at).getTime() > at)) return false;
  return true;
}

/** The admin list's visibility label. */
export function jobVisibilityLabel(job: LiveFields, now: Date = new Date()): 'Active' | 'Hidden' {
  return isJobLive(job, now) ? 'Active' : 'Hidden';
}

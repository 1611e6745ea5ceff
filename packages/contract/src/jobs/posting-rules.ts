import { DEFAULT_JOB_STATUS, POSTED_AT_GRACE_DAYS } from './constants.ts';
import { JOB_STATUSES, type JobStatus } from './enums.ts';
import { JOB_FORM_MESSAGES } from './messages.ts';

/**
 * Who saves a job, and the saved job an edit starts from (null for a new one): what the rules below
 * need beyond the payload. The server reads it from the locked row, the form from the job it loaded.
 */
export interface PostingContext {
  isAdmin: boolean;
  saved: { status: JobStatus; posted_at: Date | string; created_at: Date | string } | null;
  /** Defaults to the moment of the check. */
  now?: Date;
}

export interface PostingProblem {
  field: 'status' | 'posted_at';
  message: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The statuses a poster may save (docs/decisions/053-moderation-and-admin-grants-that-hold.md).
 * A job's status after moderation is the moderators': an admin sets any. An owner or manager posts
 * a new job with the default status, and on an edit keeps the job's status or closes the job
 * (takes their own posting down); approving, holding back as pending and reopening are an admin's.
 */
export function statusesForPoster(context: Pick<PostingContext, 'isAdmin' | 'saved'>): readonly JobStatus[] {
  if (context.isAdmin) return JOB_STATUSES;
  if (!context.saved) return [DEFAULT_JOB_STATUS];
  const kept = context.saved.status;
  return kept === 'closed' ? ['closed'] : [kept, 'closed'];
}

/**
 * The earliest posting date a save may set: POSTED_AT_GRACE_DAYS before the job was first saved
 * (now, for a new job). "Posted 3 weeks ago" on the board is then never earlier than the day the
 * job came in; the grace covers a form left open overnight and clocks that differ.
 */
export function earliestPostedAt(context: Pick<PostingContext, 'saved' | 'now'>): Date {
  const createdAt = context.saved ? new Date(context.saved.created_at) : (context.now ?? new Date());
  return new Date(createdAt.getTime() - POSTED_AT_GRACE_DAYS * DAY_MS);
}

/**
 * What is wrong with a save's status and posting date for this poster, if anything. A posting date
 * the job already has may always be kept (compared to the minute: the form's date input has no
 * seconds), so older jobs stay editable; an absent status or posting date keeps the saved one.
 */
export function postingProblems(
  payload: { status?: JobStatus | undefined; posted_at?: string | undefined },
  context: PostingContext,
): PostingProblem[] {
  const problems: PostingProblem[] = [];
  if (payload.status !== undefined && !statusesForPoster(context).includes(payload.status)) {
    problems.push({ field: 'status', message: JOB_FORM_MESSAGES.statusForModerators });
  }
  if (payload.posted_at !== undefined) {
    const postedAt = Date.parse(payload.posted_at);
    const kept =
      context.saved !== null && Math.abs(postedAt - new Date(context.saved.posted_at).getTime()) < MINUTE_MS;
    if (!kept && postedAt < earliestPostedAt(context).getTime()) {
      problems.push({ field: 'posted_at', message: JOB_FORM_MESSAGES.postedAtTooEarly });
    }
  }
  return problems;
}

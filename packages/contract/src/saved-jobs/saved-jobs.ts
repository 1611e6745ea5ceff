import { isJobLive, type LiveFields } from '../jobs/live.ts';

/** The browser storage key of the saved jobs (docs/product.md, "Saved jobs"). */
export const SAVED_JOBS_STORAGE_KEY = 'industry-perks-saved-jobs';
/** Far above anyone's real list; keeps one account's list (and a merge body) bounded. */
export const SAVED_JOBS_MAX = 200;

export const SAVED_JOBS_TOO_MANY = `At most ${SAVED_JOBS_MAX} saved jobs`;

/** How a saved job that no longer takes applications is marked on the saved jobs page. */
export const NO_LONGER_ACCEPTING = 'No longer accepting applications';
/** A save refused because the job closed between showing it and the tap. */
export const SAVED_JOB_CLOSED = `This job is ${NO_LONGER_ACCEPTING.toLowerCase()}.`;
/** A save or remove the account could not record (offline, a server error). */
export const SAVED_JOBS_UPDATE_FAILED = 'Your saved jobs could not be updated. Please try again.';

interface SavedJobInput {
  job: LiveFields & { id: string };
  saved_at: string | Date;
}

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The saved jobs page's order: live jobs first, then the ones no longer accepting applications
 * (closed, expired, or back to review); each group the latest saved first, the job id breaking
 * ties so the order is stable. Each item gets its `live` flag by the job board's own rule.
 */
export function orderSavedJobs<I extends SavedJobInput>(
  items: readonly I[],
  now: Date = new Date(),
): (I & { live: boolean })[] {
  return items
    .map((item) => ({ ...item, live: isJobLive(item.job, now) }))
    .sort(
      (a, b) =>
        Number(b.live) - Number(a.live) ||
        time(b.saved_at) - time(a.saved_at) ||
        (a.job.id < b.job.id ? 1 : a.job.id > b.job.id ? -1 : 0),
    );
}

/**
 * Saves or unsaves one job in a list of ids (latest first): saving puts it at the front, and the
 * list never grows past SAVED_JOBS_MAX (the oldest fall off). Returns the new list.
 */
export function toggleSavedJobId(ids: readonly string[], jobId: string): string[] {
  return ids.includes(jobId) ? ids.filter((id) => id !== jobId) : [jobId, ...ids].slice(0, SAVED_JOBS_MAX);
}

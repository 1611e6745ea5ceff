import { SAVED_JOBS_MAX, SAVED_JOBS_STORAGE_KEY, toggleSavedJobId } from '@perks/contract';
import { storedIdList } from '@/lib/stored-id-list';

/**
 * The saved jobs kept in browser storage (docs/product.md, "Saved jobs"): job ids, the latest
 * first, under 'industry-perks-saved-jobs'. Signed in, use-saved-jobs.ts keeps the account in step.
 */
const savedJobs = storedIdList(SAVED_JOBS_STORAGE_KEY, SAVED_JOBS_MAX);

export const savedJobIds = savedJobs.ids;
export const subscribeToSavedJobs = savedJobs.subscribe;
/** Replaces the whole list (the account's merged list after sign-in). */
const setSavedJobIds = savedJobs.set;
export const SERVER_SAVED_JOBS = savedJobs.serverIds;

/** `ids` with one job saved or not (a save goes first; the same list when it already is as asked). */
const withJobSaved = (ids: readonly string[], jobId: string, saved: boolean) =>
  ids.includes(jobId) === saved ? ids : toggleSavedJobId(ids, jobId);

/** The merge on its way to the account, and the person's choices made since it was sent. */
let merging: { choices: Map<string, boolean>; answered: Promise<void> } | undefined;

/** Saves or unsaves one job (a save goes first; nothing changes when it already is as asked). */
export function setJobSaved(jobId: string, saved: boolean): void {
  merging?.choices.set(jobId, saved);
  const ids = savedJobIds();
  if (ids.includes(jobId) !== saved) setSavedJobIds(withJobSaved(ids, jobId, saved));
}

/**
 * Sends the browser's list to be merged into the account's, and keeps the answer with the
 * person's choices made meanwhile laid over it: a heart tapped while the merge was on its way keeps
 * the last tap, whatever the account answered (docs/decisions/056-saved-jobs.md).
 */
export async function mergeWithAccount<T extends { job_ids: readonly string[] }>(
  send: (ids: readonly string[]) => Promise<T>,
): Promise<T> {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((done) => {
    answer = () => done();
  });
  const run = { choices: new Map<string, boolean>(), answered };
  merging = run;
  try {
    const merged = await send(savedJobIds());
    let ids = merged.job_ids;
    for (const [jobId, saved] of run.choices) ids = withJobSaved(ids, jobId, saved);
    setSavedJobIds(ids);
    return merged;
  } finally {
    if (merging === run) merging = undefined;
    answer();
  }
}

/**
 * Resolves once a merge on its way has answered (at once when none is): a toggle is sent to the
 * account after it, so the account ends with the person's last choice too, even if the merge
 * saved the job again from the list it carried.
 */
export const mergeAnswered = (): Promise<void> => merging?.answered ?? Promise.resolve();

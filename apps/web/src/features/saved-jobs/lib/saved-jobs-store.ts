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
export const setSavedJobIds = savedJobs.set;
export const SERVER_SAVED_JOBS = savedJobs.serverIds;

/** Saves or unsaves one job (a save goes first; nothing changes when it already is as asked). */
export function setJobSaved(jobId: string, saved: boolean): void {
  const ids = savedJobIds();
  if (ids.includes(jobId) !== saved) setSavedJobIds(toggleSavedJobId(ids, jobId));
}

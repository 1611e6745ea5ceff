import { SAVED_JOBS_MAX, SAVED_JOBS_STORAGE_KEY, toggleSavedJobId, UUID_PATTERN } from '@perks/contract';

/**
 * The saved jobs kept in browser storage (docs/product.md, "Saved jobs"): a list of job ids, the
 * latest first, under 'industry-perks-saved-jobs'. Works signed out; signed in, use-saved-jobs.ts
 * keeps the account in step. Other tabs see changes through the 'storage' event.
 */

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; saved jobs then last as long as the page.
    return null;
  }
}

function readIds(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))]
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The saved job ids, latest first; anything in storage that is not an id is ignored. */
export function savedJobIds(): readonly string[] {
  const raw = storage()?.getItem(SAVED_JOBS_STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.ids;
  cached = { raw, ids: readIds(raw) };
  return cached.ids;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSavedJobs(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_JOBS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the whole list (the account's merged list after sign-in). */
export function setSavedJobIds(ids: readonly string[]): void {
  try {
    storage()?.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify(ids.slice(0, SAVED_JOBS_MAX)));
  } catch {
    // Full or switched off: the page keeps working with what it has.
  }
  notify();
}

/** Saves or unsaves one job (a save goes first; nothing changes when it already is as asked). */
export function setJobSaved(jobId: string, saved: boolean): void {
  const ids = savedJobIds();
  if (ids.includes(jobId) !== saved) setSavedJobIds(toggleSavedJobId(ids, jobId));
}

export const SERVER_SAVED_JOBS = EMPTY;

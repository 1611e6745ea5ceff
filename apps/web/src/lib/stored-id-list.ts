import { UUID_PATTERN } from '@perks/contract';

/**
 * A list of ids kept in browser storage under one key, latest first, that React reads through
 * `useSyncExternalStore` (favorite businesses, saved jobs). It works signed out; the features keep
 * the account in step. Other tabs' changes arrive through the 'storage' event. Anything in storage
 * that is not an id is ignored, and storage that is full or switched off leaves the page working
 * with what it has.
 */
export interface StoredIdList {
  /** The ids, latest first; the same array until the stored text changes. */
  ids: () => readonly string[];
  subscribe: (listener: () => void) => () => void;
  /** Replaces the whole list, cut to the list's cap. */
  set: (ids: readonly string[]) => void;
  /** What a server render reads: nothing is stored there. */
  serverIds: readonly string[];
}

const EMPTY: readonly string[] = [];

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the list then lasts as long as the page.
    return null;
  }
}

function parseIds(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))]
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function storedIdList(key: string, max: number): StoredIdList {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: EMPTY };

  const ids = () => {
    const raw = storage()?.getItem(key) ?? null;
    if (raw !== cached.raw) cached = { raw, ids: parseIds(raw) };
    return cached.ids;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const set = (next: readonly string[]) => {
    try {
      storage()?.setItem(key, JSON.stringify(next.slice(0, max)));
    } catch {
      // Full or switched off: the page keeps working with what it has.
    }
    for (const listener of listeners) listener();
  };

  return { ids, subscribe, set, serverIds: EMPTY };
}

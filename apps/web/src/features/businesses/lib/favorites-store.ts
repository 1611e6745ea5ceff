import {
  FAVORITE_EVENTS_MAX,
  FAVORITE_EVENTS_STORAGE_KEY,
  FAVORITES_MAX,
  FAVORITES_STORAGE_KEY,
} from '@perks/contract';
import { storage, storedIdList } from '@/lib/stored-id-list';

/**
 * The favorites kept in browser storage (docs/product.md, "Business pages and favorites"): a list
 * of business ids under 'industry-perks-favorites', and a local log of adds and removes (the
 * latest 100). Works signed out; signed in, use-favorites.ts keeps the account in step. Other tabs
 * see changes through the 'storage' event.
 */

interface FavoriteEvent {
  action: 'favorite_add' | 'favorite_remove';
  business_id: string;
  timestamp: string;
  session: string;
}

const favorites = storedIdList(FAVORITES_STORAGE_KEY, FAVORITES_MAX);

/** The favorite ids, newest first; anything in storage that is not an id is ignored. */
export const favoriteIds = favorites.ids;
export const subscribeToFavorites = favorites.subscribe;
/** Replaces the whole list (the account's merged list after sign-in). */
export const setFavoriteIds = favorites.set;
export const SERVER_FAVORITES = favorites.serverIds;

function readJson(key: string): unknown {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or switched off: the page keeps working with what it has.
  }
}

function sessionId(): string {
  const key = 'industry-perks-session';
  try {
    const existing = window.sessionStorage.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    window.sessionStorage.setItem(key, created);
    return created;
  } catch {
    return 'unknown';
  }
}

function favoriteEvents(): FavoriteEvent[] {
  const parsed = readJson(FAVORITE_EVENTS_STORAGE_KEY);
  return Array.isArray(parsed) ? (parsed as FavoriteEvent[]) : [];
}

function logEvent(action: FavoriteEvent['action'], businessId: string): void {
  const event: FavoriteEvent = {
    action,
    business_id: businessId,
    timestamp: new Date().toISOString(),
    session: sessionId(),
  };
  writeJson(FAVORITE_EVENTS_STORAGE_KEY, [...favoriteEvents(), event].slice(-FAVORITE_EVENTS_MAX));
}

/** Adds or removes one favorite and logs it; returns whether it is now a favorite. */
export function toggleFavorite(businessId: string): boolean {
  const ids = favoriteIds();
  const adding = !ids.includes(businessId);
  setFavoriteIds(adding ? [businessId, ...ids] : ids.filter((id) => id !== businessId));
  logEvent(adding ? 'favorite_add' : 'favorite_remove', businessId);
  return adding;
}

/** '+N today': favorites added since midnight (local time) that are still favorites. */
export function favoritesAddedToday(now: Date = new Date()): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const current = new Set(favoriteIds());
  const added = new Set(
    favoriteEvents()
      .filter((e) => e.action === 'favorite_add' && Date.parse(e.timestamp) >= midnight)
      .map((e) => e.business_id),
  );
  return [...added].filter((id) => current.has(id)).length;
}

import { z } from 'zod';
import { ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/** The browser storage key of the favorites list (docs/product.md, "Business pages and favorites"). */
export const FAVORITES_STORAGE_KEY = 'industry-perks-favorites';
/** The local log of favorite adds and removes, capped at the latest events. */
export const FAVORITE_EVENTS_STORAGE_KEY = 'industry-perks-favorite-events';
export const FAVORITE_EVENTS_MAX = 100;
/** Far above anyone's real list; keeps one account's list (and a merge body) bounded. */
export const FAVORITES_MAX = 500;

export const FAVORITES_TOO_MANY = `At most ${FAVORITES_MAX} favorite businesses`;

/** An account's favorites: business ids, the most recently added first. */
export const ZFavoriteList = z.object({ business_ids: z.array(ZUuid) });
export type TFavoriteList = z.infer<typeof ZFavoriteList>;

/**
 * Body of POST /user/favorites/merge: the browser's list at sign-in. Ids of businesses that no
 * longer exist are dropped without an error.
 */
export const ZMergeFavoritesRequest = z.strictObject(
  { business_ids: z.array(ZUuid).max(FAVORITES_MAX, { error: FAVORITES_TOO_MANY }) },
  UNKNOWN_FIELDS,
);
export type TMergeFavoritesRequest = z.infer<typeof ZMergeFavoritesRequest>;

export const ZFavoriteParams = z.object({ businessId: ZUuid });

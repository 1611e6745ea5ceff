import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setFavoriteIds } from '../lib/favorites-store';
import { businessKeys } from './business-keys';

/** POST /user/favorites/merge: the browser's favorites into the account's; answers the merged list. */
function mergeFavorites(businessIds: readonly string[]) {
  return api.post('/user/favorites/merge', { body: { business_ids: [...businessIds] } });
}

/** The merged list replaces the browser's. Kept under 'user', so sign-out clears it. */
function mergedFavoritesQueryOptions(userId: string | null, localIds: () => readonly string[]) {
  return queryOptions({
    queryKey: businessKeys.mergedFavorites(userId),
    queryFn: async () => {
      const merged = await mergeFavorites(localIds());
      setFavoriteIds(merged.business_ids);
      return merged;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}

/**
 * Once per person and page load, the browser's favorites are merged into the account's, so
 * favorites follow the person to another device (docs/product.md, "Business pages and favorites").
 */
export function useFavoritesMerge(userId: string | null, localIds: () => readonly string[]) {
  return useQuery({ ...mergedFavoritesQueryOptions(userId, localIds), enabled: userId !== null });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setFavoriteIds } from '../lib/favorites-store';

/**
 * Once per person and page load, the browser's favorites are merged into the account's and the
 * merged list replaces the browser's, so favorites follow the person to another device
 * (docs/product.md, "Business pages and favorites"). Kept under 'user', so sign-out clears it.
 */
export function useFavoritesMerge(userId: string | null, localIds: () => readonly string[]) {
  return useQuery({
    queryKey: ['user', 'favorites', 'merged', userId],
    queryFn: async () => {
      const merged = await api.post('/user/favorites/merge', { body: { business_ids: [...localIds()] } });
      setFavoriteIds(merged.business_ids);
      return merged;
    },
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
  });
}

/** Saves one toggle on the account. */
export function saveFavorite(businessId: string, favorite: boolean): Promise<unknown> {
  return favorite
    ? api.put('/user/favorites/{businessId}', { params: { businessId } })
    : api.delete('/user/favorites/{businessId}', { params: { businessId } });
}

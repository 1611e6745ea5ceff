import { useLingui } from '@lingui/react/macro';
import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import { toast } from '@/lib/toast';
import { useFavoritesMerge } from '../api/merge-favorites';
import { saveFavorite } from '../api/save-favorite';
import {
  favoriteIds,
  favoritesAddedToday,
  SERVER_FAVORITES,
  subscribeToFavorites,
  toggleFavorite,
} from './favorites-store';

/**
 * The favorites as a screen uses them: the ids, the '+N today' count and a toggle. Signed in, the
 * browser's list is merged into the account's once, and each toggle is saved there too.
 */
export function useFavorites() {
  const { t } = useLingui();
  const { user } = useAuth();
  const ids = useSyncExternalStore(subscribeToFavorites, favoriteIds, () => SERVER_FAVORITES);
  useFavoritesMerge(user?.id ?? null, favoriteIds);
  const signedIn = user !== null;

  const toggle = useCallback(
    (businessId: string) => {
      const nowFavorite = toggleFavorite(businessId);
      if (signedIn) {
        saveFavorite(businessId, nowFavorite).catch(() =>
          toast.error(t`Your favorite could not be saved to your account. Please try again.`),
        );
      }
    },
    [signedIn, t],
  );

  return { ids, addedToday: favoritesAddedToday(), isFavorite: (id: string) => ids.includes(id), toggle };
}

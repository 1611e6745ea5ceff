import type { TBusinessListQuery } from '@perks/contract';

/**
 * Query keys of the directory and business pages, and of the person's own businesses and
 * favorites (those live under 'user', so sign-out clears them with the rest).
 */
export const businessKeys = {
  all: ['businesses'] as const,
  lists: () => [...businessKeys.all, 'list'] as const,
  list: (filters: Partial<TBusinessListQuery>) => [...businessKeys.lists(), filters] as const,
  detail: (id: string) => [...businessKeys.all, 'detail', id] as const,
  jobs: (id: string) => [...businessKeys.all, 'jobs', id] as const,
  userBusinesses: () => ['user', 'businesses'] as const,
  mergedFavorites: (userId: string | null) => ['user', 'favorites', 'merged', userId] as const,
};

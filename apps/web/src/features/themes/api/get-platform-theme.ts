import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { themeKeys } from './theme-keys';

/** GET /theme: the published platform theme (null: the default). */
function fetchPlatformTheme(signal?: AbortSignal) {
  return api.get('/theme', { signal });
}

function platformThemeQueryOptions() {
  return queryOptions({
    queryKey: themeKeys.platform(),
    queryFn: ({ signal }) => fetchPlatformTheme(signal),
  });
}

export function usePlatformTheme() {
  return useQuery(platformThemeQueryOptions());
}

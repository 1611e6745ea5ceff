import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { themeKeys } from './theme-keys';

/** GET /theme: the published platform theme (null: the default). */
export function usePlatformTheme() {
  return useQuery(readOptions(themeKeys.platform(), (signal) => api.get('/theme', { signal })));
}

import type { TTheme } from '@perks/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyPlatformTheme } from '../lib/apply-theme';

const platformThemeKey = ['themes', 'platform'] as const;

/** GET /theme: the published platform theme (null: the default). */
export function usePlatformTheme() {
  return useQuery({
    queryKey: platformThemeKey,
    queryFn: ({ signal }) => api.get('/theme', { signal }),
  });
}

/** PUT /admin/theme with a theme, DELETE /admin/theme with null; this page follows at once. */
export function usePublishTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: TTheme | null) =>
      theme ? api.put('/admin/theme', { body: { theme } }) : api.delete('/admin/theme'),
    onSuccess: (result) => {
      applyPlatformTheme(result.theme);
      queryClient.setQueryData(platformThemeKey, result);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

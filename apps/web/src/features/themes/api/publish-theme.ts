import type { TTheme } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyPlatformTheme } from '../lib/apply-theme';
import { themeKeys } from './theme-keys';

/** PUT /admin/theme with a theme, DELETE /admin/theme with null. */
function publishTheme(theme: TTheme | null) {
  return theme ? api.put('/admin/theme', { body: { theme } }) : api.delete('/admin/theme');
}

/** This page follows at once; the cached theme is the answer, and the admin figures are read again. */
export function usePublishTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishTheme,
    onSuccess: (result) => {
      applyPlatformTheme(result.theme);
      queryClient.setQueryData(themeKeys.platform(), result);
      void queryClient.invalidateQueries({ queryKey: themeKeys.admin() });
    },
  });
}

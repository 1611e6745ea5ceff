import { THEME_PRESETS, type TTheme } from '@perks/contract';
import { useEffect } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { usePlatformTheme } from '../api/get-platform-theme';
import { usePublishTheme } from '../api/publish-theme';
import { useThemes } from '../theme-context';
import { ThemeBuilder } from './builder/theme-builder';
import { ThemeCard } from './theme-card';

/** Publishes a theme (or the default, with null) and says how it went. */
function usePublish() {
  const publish = usePublishTheme();
  return (theme: TTheme | null) =>
    publish.mutate(theme, {
      onSuccess: () =>
        toast.success(theme ? `${theme.name} is now the platform theme` : 'Platform theme reset'),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Operation failed'),
    });
}

function PlatformThemeSummary() {
  const platform = usePlatformTheme();
  const publish = usePublish();
  if (platform.isPending) return <LoadingNotice>Loading the platform theme...</LoadingNotice>;
  if (platform.isError) {
    return (
      <LoadFailedNotice onRetry={() => void platform.refetch()}>
        The platform theme could not be loaded.
      </LoadFailedNotice>
    );
  }
  const published = platform.data.theme;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted p-4">
      <p className="text-sm">
        Platform theme: <strong>{published ? published.name : 'Ocean (default)'}</strong>
      </p>
      {published && (
        <Button size="sm" variant="outline" onClick={() => publish(null)}>
          Restore default
        </Button>
      )}
    </div>
  );
}

/** The admin panel's Brand Themes tab (spec document 2, "Brand Themes"). */
export function BrandThemesScreen() {
  const { active, customThemes, loadCustomThemes, selectTheme, reset, deleteCustomTheme } = useThemes();
  useEffect(() => void loadCustomThemes(), [loadCustomThemes]);
  const platform = usePlatformTheme();
  const publish = usePublish();
  const publishedId = platform.data?.theme?.id ?? null;

  const card = (theme: TTheme, custom: boolean) => (
    <ThemeCard
      key={theme.id}
      theme={theme}
      isActive={active?.id === theme.id}
      isPublished={publishedId === theme.id}
      onPreview={() => selectTheme(theme.id)}
      onPublish={() => publish(theme)}
      onDelete={custom ? () => deleteCustomTheme(theme.id) : undefined}
    />
  );

  return (
    <div className="space-y-8">
      <PlatformThemeSummary />
      <section aria-labelledby="available-themes" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="available-themes" className="text-xl font-semibold">
              Available themes
            </h2>
            <p className="text-sm text-muted-foreground">
              {active
                ? `You are seeing ${active.name}; it applies only in this browser until you reset.`
                : 'You are seeing the platform theme.'}
            </p>
          </div>
          <Button variant="outline" onClick={reset} disabled={!active}>
            Reset to platform theme
          </Button>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Theme presets">
          {THEME_PRESETS.map((theme) => card(theme, false))}
        </ul>
        {customThemes.length > 0 && (
          <>
            <h3 className="text-lg font-semibold">Your custom themes</h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Custom themes">
              {customThemes.map((theme) => card(theme, true))}
            </ul>
          </>
        )}
      </section>
      <ThemeBuilder onPublish={publish} />
    </div>
  );
}

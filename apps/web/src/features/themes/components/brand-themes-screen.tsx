import { Trans, useLingui } from '@lingui/react/macro';
import { THEME_PRESETS, type TTheme } from '@perks/contract';
import { useEffect } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { usePlatformTheme } from '../api/get-platform-theme';
import { usePublishTheme } from '../api/publish-theme';
import { useThemes } from '../theme-context';
import { ThemeBuilder } from './builder/theme-builder';
import { ThemeCard } from './theme-card';

/** Publishes a theme (or the default, with null) and says how it went. */
function usePublish() {
  const publish = usePublishTheme();
  const { t } = useLingui();
  const tc = useContractText();
  return (theme: TTheme | null) =>
    publish.mutate(theme, {
      onSuccess: () => {
        const name = theme?.name;
        toast.success(name ? t`${name} is now the platform theme` : t`Platform theme reset`);
      },
      onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
    });
}

function PlatformThemeSummary() {
  const platform = usePlatformTheme();
  const publish = usePublish();
  const { t } = useLingui();
  if (platform.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading the platform theme...</Trans>
      </LoadingNotice>
    );
  if (platform.isError) {
    return (
      <LoadFailedNotice onRetry={() => void platform.refetch()}>
        <Trans>The platform theme could not be loaded.</Trans>
      </LoadFailedNotice>
    );
  }
  const published = platform.data.theme;
  const themeName = published ? published.name : t`Ocean (default)`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted p-4">
      <p className="text-sm">
        <Trans>
          Platform theme: <strong>{themeName}</strong>
        </Trans>
      </p>
      {published && (
        <Button size="sm" variant="outline" onClick={() => publish(null)}>
          <Trans>Restore default</Trans>
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
  const { t } = useLingui();
  const activeName = active?.name;

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
              <Trans>Available themes</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              {activeName ? (
                <Trans>You are seeing {activeName}; it applies only in this browser until you reset.</Trans>
              ) : (
                <Trans>You are seeing the platform theme.</Trans>
              )}
            </p>
          </div>
          <Button variant="outline" onClick={reset} disabled={!active}>
            <Trans>Reset to platform theme</Trans>
          </Button>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Theme presets`}>
          {THEME_PRESETS.map((theme) => card(theme, false))}
        </ul>
        {customThemes.length > 0 && (
          <>
            <h3 className="text-lg font-semibold">
              <Trans>Your custom themes</Trans>
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Custom themes`}>
              {customThemes.map((theme) => card(theme, true))}
            </ul>
          </>
        )}
      </section>
      <ThemeBuilder onPublish={publish} />
    </div>
  );
}

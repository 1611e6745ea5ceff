import { Trans, useLingui } from '@lingui/react/macro';
import type { TTheme } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useContractText } from '@/lib/i18n/contract-text';
import { ThemeSwatch } from './theme-swatch';

interface ThemeCardProps {
  theme: TTheme;
  isActive: boolean;
  isPublished: boolean;
  onPreview: () => void;
  onPublish: () => void;
  onDelete?: () => void;
}

/** One available theme: its picture, what it is for, and what an admin can do with it. */
export function ThemeCard({ theme, isActive, isPublished, onPreview, onPublish, onDelete }: ThemeCardProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const name = theme.name;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <ThemeSwatch theme={theme} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{theme.name}</h3>
        <Badge variant="secondary">{tc(theme.personality)}</Badge>
        {isActive && (
          <Badge>
            <Trans>Previewing</Trans>
          </Badge>
        )}
        {isPublished && (
          <Badge variant="outline">
            <Trans>Platform theme</Trans>
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{tc(theme.description)}</p>
      <p className="text-xs text-muted-foreground">
        {theme.fonts.heading} / {theme.fonts.body}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onPreview} aria-label={t`Preview ${name}`}>
          <Trans>Preview</Trans>
        </Button>
        <ConfirmDialog
          title={t`Publish ${name}?`}
          description={t`Every visitor will see the platform in this theme. People who chose their own theme keep it.`}
          confirmLabel={t`Publish`}
          onConfirm={onPublish}
          trigger={
            <Button size="sm" aria-label={t`Publish ${name}`} disabled={isPublished}>
              <Trans>Publish</Trans>
            </Button>
          }
        />
        {onDelete && (
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t`Delete ${name}`}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

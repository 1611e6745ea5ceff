import type { TTheme } from '@perks/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <ThemeSwatch theme={theme} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{theme.name}</h3>
        <Badge variant="secondary">{theme.personality}</Badge>
        {isActive && <Badge>Previewing</Badge>}
        {isPublished && <Badge variant="outline">Platform theme</Badge>}
      </div>
      <p className="text-sm text-muted-foreground">{theme.description}</p>
      <p className="text-xs text-muted-foreground">
        {theme.fonts.heading} / {theme.fonts.body}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onPreview} aria-label={`Preview ${theme.name}`}>
          Preview
        </Button>
        <ConfirmDialog
          title={`Publish ${theme.name}?`}
          description="Every visitor will see the platform in this theme. People who chose their own theme keep it."
          confirmLabel="Publish"
          onConfirm={onPublish}
          trigger={
            <Button size="sm" aria-label={`Publish ${theme.name}`} disabled={isPublished}>
              Publish
            </Button>
          }
        />
        {onDelete && (
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${theme.name}`}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

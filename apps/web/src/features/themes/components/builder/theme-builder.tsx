import { DEFAULT_THEME, type TTheme, themeContrast, ZPublishThemeRequest, ZTheme } from '@perks/contract';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useThemes } from '../../theme-context';
import { BasicsTab } from './basics-tab';
import { ColorsTab } from './colors-tab';
import { ExportTab } from './export-tab';
import { TypographyTab } from './typography-tab';

const TABS = [
  ['basics', 'Basics'],
  ['colors', 'Colors'],
  ['typography', 'Typography'],
  ['export', 'Export'],
] as const;

/** A fresh draft: the default preset's look under a new custom id. */
function newDraft(): TTheme {
  return {
    ...structuredClone(DEFAULT_THEME),
    id: `custom-${Date.now().toString(36)}`,
    name: 'My theme',
    description: 'A custom theme',
  };
}

/** Each field's first message, keyed by its path in the theme ('colors.primary'). */
function fieldErrors(draft: TTheme): Record<string, string> {
  const result = ZTheme.safeParse(draft);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

export interface DraftProps {
  draft: TTheme;
  errors: Record<string, string>;
  onChange: (draft: TTheme) => void;
}

/**
 * The custom theme builder (spec document 2, "Brand Themes"): a draft edited in four tabs, with
 * the contrast of every text pairing, previewed on the whole platform, kept in this browser or
 * published. Publishing needs every pairing at WCAG AA, as the server does.
 */
export function ThemeBuilder({ onPublish }: { onPublish: (theme: TTheme) => void }) {
  const { previewTheme, saveCustomTheme } = useThemes();
  const [draft, setDraft] = useState(newDraft);
  const errors = useMemo(() => fieldErrors(draft), [draft]);
  const contrast = useMemo(() => themeContrast(draft.colors), [draft.colors]);
  const valid = Object.keys(errors).length === 0;
  const publishable = valid && ZPublishThemeRequest.safeParse({ theme: draft }).success;
  const props: DraftProps = { draft, errors, onChange: setDraft };

  return (
    <section aria-labelledby="theme-builder" className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
      <div>
        <h2 id="theme-builder" className="text-xl font-semibold">
          Custom theme builder
        </h2>
        <p className="text-sm text-muted-foreground">
          Colours are 'hue saturation% lightness%', e.g. 199 89% 32%.
        </p>
      </div>
      <Tabs.Root defaultValue="basics" className="space-y-4">
        <TabsList aria-label="Theme builder">
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <Tabs.Content value="basics">
          <BasicsTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="colors">
          <ColorsTab {...props} contrast={contrast} />
        </Tabs.Content>
        <Tabs.Content value="typography">
          <TypographyTab {...props} />
        </Tabs.Content>
        <Tabs.Content value="export">
          <ExportTab draft={draft} valid={valid} />
        </Tabs.Content>
      </Tabs.Root>
      {contrast.some((pair) => !pair.passes) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          Some text is below WCAG AA (4.5:1): fix the colours marked in the Colors tab before publishing.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!valid} onClick={() => previewTheme(draft)}>
          Preview on platform
        </Button>
        <Button
          variant="secondary"
          disabled={!valid}
          onClick={() => {
            saveCustomTheme(draft);
            toast.success(`${draft.name} saved in this browser`);
          }}
        >
          Save theme
        </Button>
        <ConfirmDialog
          title={`Publish ${draft.name}?`}
          description="Every visitor will see the platform in this theme. People who chose their own theme keep it."
          confirmLabel="Publish"
          onConfirm={() => onPublish(draft)}
          trigger={<Button disabled={!publishable}>Publish custom theme</Button>}
        />
        <Button variant="ghost" onClick={() => setDraft(newDraft())}>
          Start over
        </Button>
      </div>
    </section>
  );
}

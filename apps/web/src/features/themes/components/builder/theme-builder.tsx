import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_THEME,
  type Translate,
  type TTheme,
  themeContrast,
  ZPublishThemeRequest,
  ZTheme,
} from '@perks/contract';
import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useThemes } from '../../theme-context';
import { BasicsTab } from './basics-tab';
import { ColorsTab } from './colors-tab';
import { ExportTab } from './export-tab';
import { TypographyTab } from './typography-tab';

const TABS: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ['basics', msg`Basics`],
  ['colors', msg`Colors`],
  ['typography', msg`Typography`],
  ['export', msg`Export`],
];

/** A fresh draft: the default preset's look under a new custom id. */
function newDraft(name: string, description: string): TTheme {
  return {
    ...structuredClone(DEFAULT_THEME),
    id: `custom-${Date.now().toString(36)}`,
    name,
    description,
  };
}

/** Each field's first message in the reader's language, keyed by its path in the theme ('colors.primary'). */
function fieldErrors(draft: TTheme, tc: Translate): Record<string, string> {
  const result = ZTheme.safeParse(draft);
  const errors: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= tc(issue.message);
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
  const { t } = useLingui();
  const tc = useContractText();
  const freshDraft = () => newDraft(t`My theme`, t`A custom theme`);
  const [draft, setDraft] = useState(freshDraft);
  const errors = useMemo(() => fieldErrors(draft, tc), [draft, tc]);
  const draftName = draft.name;
  const contrast = useMemo(() => themeContrast(draft.colors), [draft.colors]);
  const valid = Object.keys(errors).length === 0;
  const publishable = valid && ZPublishThemeRequest.safeParse({ theme: draft }).success;
  const props: DraftProps = { draft, errors, onChange: setDraft };

  return (
    <section aria-labelledby="theme-builder" className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
      <div>
        <h2 id="theme-builder" className="text-xl font-semibold">
          <Trans>Custom theme builder</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Colours are 'hue saturation% lightness%', e.g. 199 89% 32%.</Trans>
        </p>
      </div>
      <Tabs.Root defaultValue="basics" className="space-y-4">
        <TabsList aria-label={t`Theme builder`}>
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {t(label)}
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
          <Trans>
            Some text is below WCAG AA (4.5:1): fix the colours marked in the Colors tab before publishing.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={!valid} onClick={() => previewTheme(draft)}>
          <Trans>Preview on platform</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={!valid}
          onClick={() => {
            saveCustomTheme(draft);
            toast.success(t`${draftName} saved in this browser`);
          }}
        >
          <Trans>Save theme</Trans>
        </Button>
        <ConfirmDialog
          title={t`Publish ${draftName}?`}
          description={t`Every visitor will see the platform in this theme. People who chose their own theme keep it.`}
          confirmLabel={t`Publish`}
          onConfirm={() => onPublish(draft)}
          trigger={
            <Button disabled={!publishable}>
              <Trans>Publish custom theme</Trans>
            </Button>
          }
        />
        <Button variant="ghost" onClick={() => setDraft(freshDraft())}>
          <Trans>Start over</Trans>
        </Button>
      </div>
    </section>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ThemeContrast, TThemeColors } from '@perks/contract';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';
import type { DraftProps } from './theme-builder';

type SingleKey = Exclude<keyof TThemeColors, 'heroGradient' | 'sectionGradient'>;

const SINGLE: Array<[SingleKey, MessageDescriptor]> = [
  ['primary', msg`Primary`],
  ['primaryForeground', msg`Primary foreground`],
  ['primaryGlow', msg`Primary glow`],
  ['secondary', msg`Secondary`],
  ['secondaryForeground', msg`Secondary foreground`],
  ['background', msg`Background`],
  ['foreground', msg`Foreground`],
  ['card', msg`Card`],
  ['cardForeground', msg`Card foreground`],
  ['border', msg`Border`],
  ['muted', msg`Muted`],
  ['mutedForeground', msg`Muted foreground`],
  ['accent', msg`Accent`],
  ['accentForeground', msg`Accent foreground`],
  ['destructive', msg`Destructive`],
  ['destructiveForeground', msg`Destructive foreground`],
  ['shadowElegant', msg`Shadow`],
  ['shadowGlow', msg`Glow`],
];

const GRADIENTS: Array<['heroGradient' | 'sectionGradient', 'from' | 'to', MessageDescriptor]> = [
  ['heroGradient', 'from', msg`Hero gradient start`],
  ['heroGradient', 'to', msg`Hero gradient end`],
  ['sectionGradient', 'from', msg`Section gradient top`],
  ['sectionGradient', 'to', msg`Section gradient bottom`],
];

function ColourField({
  path,
  label,
  value,
  error,
  onChange,
}: {
  path: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `theme-${path.replace('.', '-')}`;
  return (
    <Field id={id} label={label} error={error}>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-8 shrink-0 rounded border"
          style={{ background: error ? 'transparent' : `hsl(${value})` }}
        />
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...describedBy(id, { error })}
        />
      </div>
    </Field>
  );
}

/** The contrast of every text pairing, each marked below WCAG AA. */
function ContrastList({ contrast }: { contrast: ThemeContrast[] }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  return (
    <section aria-labelledby="contrast-heading" className="space-y-2">
      <h3 id="contrast-heading" className="font-semibold">
        <Trans>Contrast (WCAG AA needs 4.5:1)</Trans>
      </h3>
      <ul className="space-y-1 text-sm" aria-label={t`Contrast ratios`}>
        {contrast.map((pair) => {
          const ratio = i18n.number(pair.ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          return (
            <li key={pair.label} className="flex justify-between gap-4">
              <span>{tc(pair.label)}</span>
              <span className={cn('font-medium tabular-nums', !pair.passes && 'text-destructive')}>
                {pair.passes ? `${ratio}:1` : t`${ratio}:1 - below AA`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every colour of the palette as an 'h s% l%' triple with its swatch, beside the contrast list. */
export function ColorsTab({ draft, errors, onChange, contrast }: DraftProps & { contrast: ThemeContrast[] }) {
  const colors = draft.colors;
  const set = (next: Partial<TThemeColors>) => onChange({ ...draft, colors: { ...colors, ...next } });
  const { t } = useLingui();
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid gap-4 sm:grid-cols-2">
        {SINGLE.map(([key, label]) => (
          <ColourField
            key={key}
            path={key}
            label={t(label)}
            value={colors[key]}
            error={errors[`colors.${key}`]}
            onChange={(value) => set({ [key]: value })}
          />
        ))}
        {GRADIENTS.map(([key, end, label]) => (
          <ColourField
            key={`${key}.${end}`}
            path={`${key}.${end}`}
            label={t(label)}
            value={colors[key][end]}
            error={errors[`colors.${key}.${end}`]}
            onChange={(value) => set({ [key]: { ...colors[key], [end]: value } })}
          />
        ))}
      </div>
      <ContrastList contrast={contrast} />
    </div>
  );
}

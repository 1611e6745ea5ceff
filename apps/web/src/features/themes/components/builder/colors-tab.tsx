import type { ThemeContrast, TThemeColors } from '@perks/contract';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { DraftProps } from './theme-builder';

type SingleKey = Exclude<keyof TThemeColors, 'heroGradient' | 'sectionGradient'>;

const SINGLE: Array<[SingleKey, string]> = [
  ['primary', 'Primary'],
  ['primaryForeground', 'Primary foreground'],
  ['primaryGlow', 'Primary glow'],
  ['secondary', 'Secondary'],
  ['secondaryForeground', 'Secondary foreground'],
  ['background', 'Background'],
  ['foreground', 'Foreground'],
  ['card', 'Card'],
  ['cardForeground', 'Card foreground'],
  ['border', 'Border'],
  ['muted', 'Muted'],
  ['mutedForeground', 'Muted foreground'],
  ['accent', 'Accent'],
  ['accentForeground', 'Accent foreground'],
  ['destructive', 'Destructive'],
  ['destructiveForeground', 'Destructive foreground'],
  ['shadowElegant', 'Shadow'],
  ['shadowGlow', 'Glow'],
];

const GRADIENTS: Array<['heroGradient' | 'sectionGradient', 'from' | 'to', string]> = [
  ['heroGradient', 'from', 'Hero gradient start'],
  ['heroGradient', 'to', 'Hero gradient end'],
  ['sectionGradient', 'from', 'Section gradient top'],
  ['sectionGradient', 'to', 'Section gradient bottom'],
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
  return (
    <section aria-labelledby="contrast-heading" className="space-y-2">
      <h3 id="contrast-heading" className="font-semibold">
        Contrast (WCAG AA needs 4.5:1)
      </h3>
      <ul className="space-y-1 text-sm" aria-label="Contrast ratios">
        {contrast.map((pair) => (
          <li key={pair.label} className="flex justify-between gap-4">
            <span>{pair.label}</span>
            <span className={cn('font-medium tabular-nums', !pair.passes && 'text-destructive')}>
              {pair.ratio.toFixed(2)}:1{pair.passes ? '' : ' - below AA'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every colour of the palette as an 'h s% l%' triple with its swatch, beside the contrast list. */
export function ColorsTab({ draft, errors, onChange, contrast }: DraftProps & { contrast: ThemeContrast[] }) {
  const colors = draft.colors;
  const set = (next: Partial<TThemeColors>) => onChange({ ...draft, colors: { ...colors, ...next } });
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid gap-4 sm:grid-cols-2">
        {SINGLE.map(([key, label]) => (
          <ColourField
            key={key}
            path={key}
            label={label}
            value={colors[key]}
            error={errors[`colors.${key}`]}
            onChange={(value) => set({ [key]: value })}
          />
        ))}
        {GRADIENTS.map(([key, end, label]) => (
          <ColourField
            key={`${key}.${end}`}
            path={`${key}.${end}`}
            label={label}
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

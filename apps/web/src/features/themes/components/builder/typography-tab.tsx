import { useLingui } from '@lingui/react/macro';
import { BODY_WEIGHTS, HEADING_WEIGHTS, THEME_FONTS, type TThemeFonts } from '@perks/contract';
import { ChoiceSelect } from '@/components/choice-select';
import { Field } from '@/components/ui/field';
import type { DraftProps } from './theme-builder';

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number;
  options: readonly (string | number)[];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <ChoiceSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        choices={options}
        labelOf={(option) => option}
      />
    </Field>
  );
}

/** Heading and body fonts (23 choices) and weights (headings 300-700, body 300-600). */
export function TypographyTab({ draft, onChange }: DraftProps) {
  const set = (fonts: Partial<TThemeFonts>) => onChange({ ...draft, fonts: { ...draft.fonts, ...fonts } });
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Choice
        id="theme-heading-font"
        label={t`Heading font`}
        value={draft.fonts.heading}
        options={THEME_FONTS}
        onChange={(v) => set({ heading: v as TThemeFonts['heading'] })}
      />
      <Choice
        id="theme-heading-weight"
        label={t`Heading weight`}
        value={draft.fonts.headingWeight}
        options={HEADING_WEIGHTS}
        onChange={(v) => set({ headingWeight: Number(v) })}
      />
      <Choice
        id="theme-body-font"
        label={t`Body font`}
        value={draft.fonts.body}
        options={THEME_FONTS}
        onChange={(v) => set({ body: v as TThemeFonts['body'] })}
      />
      <Choice
        id="theme-body-weight"
        label={t`Body weight`}
        value={draft.fonts.bodyWeight}
        options={BODY_WEIGHTS}
        onChange={(v) => set({ bodyWeight: Number(v) })}
      />
    </div>
  );
}

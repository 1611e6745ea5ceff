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

/** One part's font and weight: the heading's or the body's. */
function FontAndWeight({
  part,
  fontLabel,
  weightLabel,
  weights,
  draft,
  onChange,
}: Pick<DraftProps, 'draft' | 'onChange'> & {
  part: 'heading' | 'body';
  fontLabel: string;
  weightLabel: string;
  weights: readonly number[];
}) {
  const weightKey = part === 'heading' ? 'headingWeight' : 'bodyWeight';
  const set = (fonts: Partial<TThemeFonts>) => onChange({ ...draft, fonts: { ...draft.fonts, ...fonts } });
  return (
    <>
      <Choice
        id={`theme-${part}-font`}
        label={fontLabel}
        value={draft.fonts[part]}
        options={THEME_FONTS}
        onChange={(v) => set({ [part]: v as TThemeFonts[typeof part] })}
      />
      <Choice
        id={`theme-${part}-weight`}
        label={weightLabel}
        value={draft.fonts[weightKey]}
        options={weights}
        onChange={(v) => set({ [weightKey]: Number(v) })}
      />
    </>
  );
}

/** Heading and body fonts (23 choices) and weights (headings 300-700, body 300-600). */
export function TypographyTab({ draft, onChange }: DraftProps) {
  const { t } = useLingui();
  const parts = [
    { part: 'heading', fontLabel: t`Heading font`, weightLabel: t`Heading weight`, weights: HEADING_WEIGHTS },
    { part: 'body', fontLabel: t`Body font`, weightLabel: t`Body weight`, weights: BODY_WEIGHTS },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {parts.map((part) => (
        <FontAndWeight key={part.part} {...part} draft={draft} onChange={onChange} />
      ))}
    </div>
  );
}

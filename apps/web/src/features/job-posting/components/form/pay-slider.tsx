import { useLingui } from '@lingui/react/macro';
import { formatUsd, type SliderRange } from '@perks/contract';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';

export interface PaySliderProps {
  id: string;
  label: string;
  range: SliderRange;
  /** NaN while the box holds something that is not a number. */
  value: number;
  onChange: (value: number) => void;
  /** '/hr' for money; a unit-less count shows the number alone. */
  money?: boolean;
  error?: string;
}

/**
 * A slider with a number box beside it: drag or use the arrow keys, or type an exact amount.
 * The slider sits at the range's default while the box is not a number.
 */
export function PaySlider({ id, label, range, value, onChange, money = true, error }: PaySliderProps) {
  const { t, i18n } = useLingui();
  const shown = Number.isFinite(value) ? value : range.default;
  const amount = formatUsd(shown, i18n.locale);
  const min = money ? formatUsd(range.min, i18n.locale) : range.min;
  const max = money ? formatUsd(range.max, i18n.locale) : range.max;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {money ? t`${amount}/hr` : shown}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Slider
          min={range.min}
          max={range.max}
          step={range.step}
          value={[shown]}
          thumbLabel={label}
          onValueChange={([next]) => onChange(Math.round((next ?? range.default) * 100) / 100)}
        />
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={range.step}
          fixedWidth
          className="w-24 shrink-0"
          value={Number.isFinite(value) ? String(value) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t`${min} to ${max}`}</p>
      <FieldError id={id} error={error} />
    </div>
  );
}

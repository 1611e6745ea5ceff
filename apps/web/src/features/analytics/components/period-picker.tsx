import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Period } from '@perks/contract';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';
import type { PeriodChoice, PeriodFromParams } from '../lib/period-params';

const CHOICES: Array<{ value: PeriodChoice; label: MessageDescriptor }> = [
  { value: '7', label: msg`7 days` },
  { value: '30', label: msg`30 days` },
  { value: '90', label: msg`90 days` },
  { value: 'custom', label: msg`Custom` },
];

/**
 * The period: 7, 30 or 90 days up to today, or a custom one (its dates checked by the API's own
 * rules, each message under its field). Every choice is in the URL, so a link or reload keeps it.
 */
export function PeriodPicker({
  state,
  customDefaults,
  onPreset,
  onCustom,
}: {
  state: PeriodFromParams;
  /** The dates the custom fields start with: the period on screen. */
  customDefaults: Period;
  onPreset: (choice: Exclude<PeriodChoice, 'custom'>) => void;
  onCustom: (period: Period) => void;
}) {
  const name = useId();
  const { t } = useLingui();
  const tc = useContractText();
  const fromError = state.errors.from && tc(state.errors.from);
  const toError = state.errors.to && tc(state.errors.to);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onCustom({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') });
  };
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">
          <Trans>Period</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((choice) => {
            const checked = state.choice === choice.value;
            return (
              <label
                key={choice.value}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center rounded-md border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={checked}
                  className="sr-only"
                  onChange={() =>
                    choice.value === 'custom' ? onCustom(customDefaults) : onPreset(choice.value)
                  }
                />
                {t(choice.label)}
              </label>
            );
          })}
        </div>
      </fieldset>
      {state.choice === 'custom' && (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-start gap-4"
          aria-label={t`Custom period`}
        >
          {dateField('from', t`From`, fromError, customDefaults.from)}
          {dateField('to', t`To`, toError, customDefaults.to)}
          <Button type="submit" className="sm:mt-8">
            <Trans>Show period</Trans>
          </Button>
        </form>
      )}
    </div>
  );
}

/** One end of the custom period: a date input with its label and error, read by name on submit. */
function dateField(name: 'from' | 'to', label: string, error: string | undefined, defaultValue: string) {
  const id = `analytics-${name}`;
  return (
    <Field id={id} label={label} error={error} className="w-full sm:w-44">
      <Input id={id} name={name} type="date" defaultValue={defaultValue} {...describedBy(id, { error })} />
    </Field>
  );
}

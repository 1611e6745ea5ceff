import { Trans, useLingui } from '@lingui/react/macro';
import { DAYS } from '@perks/contract';
import type { UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContractText } from '@/lib/i18n/contract-text';
import { messageAt } from '../lib/form-errors';
import type { ProfileFormValues } from '../lib/profile-form-values';
import { weekdayName } from '../lib/week-display';

/**
 * The week's opening hours (decision 068): whether to list them, then a row per day with
 * 'Closed' and the opening and closing times, in Portland time. On a phone each row wraps under
 * its day's name; every control has its own label for screen readers and the keyboard.
 */
export function OpeningHoursFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const listHours = form.watch('listHours');
  const hours = form.watch('hours');
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">
        <Trans>Opening hours</Trans>
      </legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('listHours')} />
        <Trans>Show opening hours on the business page</Trans>
      </label>
      <p id="hours-hint" className="text-sm text-muted-foreground">
        <Trans>Portland time. A closing time earlier than the opening time runs past midnight.</Trans>
      </p>
      {listHours && (
        <div className="divide-y rounded-md border">
          {DAYS.map((day) => {
            const label = weekdayName(i18n, day);
            // A time's own refusal marks that control; one about the whole day marks both.
            const atOpen = messageAt(errors, `hours.${day}.open`);
            const atClose = messageAt(errors, `hours.${day}.close`);
            const atDay = messageAt(errors, `hours.${day}`);
            const message = atDay ?? atOpen ?? atClose;
            const error = message && tc(message);
            const closed = hours[day].closed;
            const describe = { 'aria-describedby': error ? `hours-${day}-error` : 'hours-hint' };
            const invalid = (own: string | undefined) =>
              own || (atDay && !atOpen && !atClose) ? true : undefined;
            return (
              <fieldset key={day} className="min-w-0 space-y-2 p-3">
                <legend className="sr-only">{label}</legend>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span aria-hidden="true" className="w-24 font-medium">
                    {label}
                  </span>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      {...form.register(`hours.${day}.closed`)}
                    />
                    <span className="sr-only">{label} </span>
                    {t`Closed`}
                  </label>
                </div>
                {!closed && (
                  <div className="flex flex-wrap gap-3">
                    {(['open', 'close'] as const).map((part) => (
                      <div key={part} className="space-y-1">
                        <Label htmlFor={`hours-${day}-${part}`} size="xs">
                          <span className="sr-only">{label} </span>
                          {part === 'open' ? t`Opens` : t`Closes`}
                        </Label>
                        <Input
                          id={`hours-${day}-${part}`}
                          type="time"
                          fixedWidth
                          className="w-32"
                          aria-invalid={invalid(part === 'open' ? atOpen : atClose)}
                          {...describe}
                          {...form.register(`hours.${day}.${part}`)}
                        />
                      </div>
                    ))}
                  </div>
                )}
                <FieldError id={`hours-${day}`} error={error} />
              </fieldset>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

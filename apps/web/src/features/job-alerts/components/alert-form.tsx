import { type TJobAlert, ZCreateJobAlertRequest, ZEmail } from '@perks/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/contract-resolver';
import type { SearchFilters } from '../lib/alert-filter-words';
import { type AlertFormValues, alertFormValues, alertPayload } from '../lib/alert-form-values';

/**
 * The contract's body schema decides the alert, and ZEmail the address when one is asked for, so
 * the form refuses what the API refuses, in its words. A missing channel is shown at the channels.
 */
function alertResolver(filters: SearchFilters, asksAddress: boolean): Resolver<AlertFormValues> {
  const alert = contractResolver<AlertFormValues>(ZCreateJobAlertRequest, {
    toPayload: (values) => alertPayload(values, filters),
    fieldFor: (path) =>
      path.startsWith('channels') ? 'email' : path === 'filters.min_pay' ? 'min_pay' : path.split('.')[0],
  });
  return async (values, context, options) => {
    const result = await alert(values, context, options);
    if (!asksAddress || !values.email) return result;
    const address = ZEmail.safeParse(values.address.trim());
    if (address.success) return result;
    const message = address.error.issues[0]?.message ?? 'Enter an e-mail address';
    return { values: {}, errors: { ...result.errors, address: { type: 'format', message } } };
  };
}

interface AlertFormProps {
  filters: SearchFilters;
  /** The alert to change, or none for a new one. */
  alert?: TJobAlert;
  /** No alert address is set yet: e-mail alerts need one, asked for here. */
  asksAddress: boolean;
  submitLabel: string;
  onSubmit(values: AlertFormValues): Promise<void>;
  onCancel(): void;
}

const FREQUENCY_CHOICES = [
  ['instant', 'Instantly, when a matching job is posted'],
  ['daily', 'Once a day'],
] as const;

/**
 * A saved search's alert settings: its name, its pay floor, how often (instant, or a daily digest
 * at a Portland time), and by e-mail and/or text.
 */
export function AlertForm({ filters, alert, asksAddress, submitLabel, onSubmit, onCancel }: AlertFormProps) {
  const id = useId();
  const form = useForm<AlertFormValues>({
    defaultValues: alertFormValues(filters, alert),
    resolver: alertResolver(filters, asksAddress),
  });
  const { errors, isSubmitting } = form.formState;
  const frequency = form.watch('frequency');
  const byEmail = form.watch('email');

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <Field id={`${id}-name`} label="Alert name" error={errors.name?.message}>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          {...form.register('name')}
          {...describedBy(`${id}-name`, { error: errors.name?.message })}
        />
      </Field>

      <Field
        id={`${id}-min-pay`}
        label="Minimum pay (optional)"
        hint="Dollars an hour, tips included"
        error={errors.min_pay?.message}
      >
        <Input
          id={`${id}-min-pay`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 18"
          className="w-36"
          {...form.register('min_pay')}
          {...describedBy(`${id}-min-pay`, { hint: true, error: errors.min_pay?.message })}
        />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How often</legend>
        {FREQUENCY_CHOICES.map(([value, words]) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...form.register('frequency')}
            />
            {words}
          </label>
        ))}
        {frequency === 'daily' && (
          <Field
            id={`${id}-time`}
            label="Daily at (Portland time)"
            error={errors.digest_time?.message}
            className="ps-7"
          >
            <Input
              id={`${id}-time`}
              type="time"
              className="w-36"
              {...form.register('digest_time')}
              {...describedBy(`${id}-time`, { error: errors.digest_time?.message })}
            />
          </Field>
        )}
      </fieldset>

      <fieldset className="space-y-2" {...describedBy(`${id}-channels`, { error: errors.email?.message })}>
        <legend className="text-sm font-medium">Send to</legend>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('email')} />
          E-mail
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('sms')} />
          Text message to my phone
        </label>
        <FieldError id={`${id}-channels`} error={errors.email?.message} />
      </fieldset>

      {asksAddress && byEmail && (
        <Field
          id={`${id}-address`}
          label="E-mail address for alerts"
          hint="We send a link to confirm it first."
          error={errors.address?.message}
        >
          <Input
            id={`${id}-address`}
            type="email"
            autoComplete="email"
            {...form.register('address')}
            {...describedBy(`${id}-address`, {
              hint: true,
              error: errors.address?.message,
            })}
          />
        </Field>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

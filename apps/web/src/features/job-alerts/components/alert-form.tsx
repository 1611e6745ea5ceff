import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_WORDS, type TJobAlert, ZCreateJobAlertRequest, ZEmail } from '@perks/contract';
import { useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';
import type { SearchFilters } from '../lib/alert-filter-words';
import { type AlertFormValues, alertFormValues, alertPayload } from '../lib/alert-form-values';

/**
 * The contract's body schema decides the alert, and ZEmail the address when one is asked for, so
 * the form refuses what the API refuses, in its words. A missing channel is shown at the channels.
 */
function alertResolver(
  filters: SearchFilters,
  asksAddress: boolean,
  missingAddress: string,
): Resolver<AlertFormValues> {
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
    const message = address.error.issues[0]?.message ?? missingAddress;
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
  ['instant', msg`Instantly, when a matching job is posted`],
  ['daily', msg`Once a day`],
] as const;

/**
 * A saved search's alert settings: its name, its pay floor, how often (instant, or a daily digest
 * at a Portland time), and by e-mail and/or text.
 */
export function AlertForm({ filters, alert, asksAddress, submitLabel, onSubmit, onCancel }: AlertFormProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const id = useId();
  const { form, formRef, onInvalid } = useCheckedForm<AlertFormValues>({
    defaultValues: alertFormValues(i18n, tc, filters, alert),
    resolver: alertResolver(filters, asksAddress, t`Enter an e-mail address`),
  });
  const { errors: formErrors, isSubmitting } = form.formState;
  // The contract's messages (and the one above) in the reader's language.
  const error = (field: keyof AlertFormValues) => {
    const message = formErrors[field]?.message;
    return message ? tc(message) : undefined;
  };
  const frequency = form.watch('frequency');
  const byEmail = form.watch('email');

  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
      <Field id={`${id}-name`} label={t`Alert name`} error={error('name')}>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          {...form.register('name')}
          {...describedBy(`${id}-name`, { error: error('name') })}
        />
      </Field>

      <Field
        id={`${id}-min-pay`}
        label={t`Minimum pay (optional)`}
        hint={t`Dollars an hour, tips included`}
        error={error('min_pay')}
      >
        <Input
          id={`${id}-min-pay`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`e.g. 18`}
          fixedWidth
          className="w-36"
          {...form.register('min_pay')}
          {...describedBy(`${id}-min-pay`, { hint: true, error: error('min_pay') })}
        />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>How often</Trans>
        </legend>
        {FREQUENCY_CHOICES.map(([value, words]) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...form.register('frequency')}
            />
            {t(words)}
          </label>
        ))}
        {frequency === 'daily' && (
          <Field
            id={`${id}-time`}
            label={t`Daily at (Portland time)`}
            error={error('digest_time')}
            className="ps-7"
          >
            <Input
              id={`${id}-time`}
              type="time"
              fixedWidth
              className="w-36"
              {...form.register('digest_time')}
              {...describedBy(`${id}-time`, { error: error('digest_time') })}
            />
          </Field>
        )}
      </fieldset>

      <fieldset className="space-y-2" {...describedBy(`${id}-channels`, { error: error('email') })}>
        <legend className="text-sm font-medium">
          <Trans>Send to</Trans>
        </legend>
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('email')} />
          <Trans>E-mail</Trans>
        </label>
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-describedby={`${id}-sms-words`}
            {...form.register('sms')}
          />
          <Trans>Text message to my phone</Trans>
        </label>
        {/* The consent's words, recorded with their version when texts are chosen (decision 085). */}
        <p id={`${id}-sms-words`} className="pl-7 text-sm text-muted-foreground">
          {tc(CONSENT_WORDS['job-alerts'].words)}
        </p>
        <FieldError id={`${id}-channels`} error={error('email')} />
      </fieldset>

      {asksAddress && byEmail && (
        <Field
          id={`${id}-address`}
          label={t`E-mail address for alerts`}
          hint={t`We send a link to confirm it first.`}
          error={error('address')}
        >
          <Input
            id={`${id}-address`}
            type="email"
            autoComplete="email"
            {...form.register('address')}
            {...describedBy(`${id}-address`, {
              hint: true,
              error: error('address'),
            })}
          />
        </Field>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <FormProblems form={form} />
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

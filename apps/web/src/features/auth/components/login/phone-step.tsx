import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONSENT_WORDS,
  canSendCode,
  digitsOnly,
  type PhoneStepErrors,
  type PhoneStepValues,
  phoneStepErrors,
} from '@perks/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useContractText } from '@/lib/i18n/contract-text';

interface PhoneStepProps {
  defaultValues: PhoneStepValues;
  sending: boolean;
  onSubmit(values: PhoneStepValues): void;
}

/**
 * Step 1: country code (default +1) and a ten-digit number; the button wakes at ten digits. Two
 * fields need no form library: checked on submit (focus goes to the first field in error), then
 * re-checked as the visitor corrects them.
 */
export function PhoneStep({ defaultValues, sending, onSubmit }: PhoneStepProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const [values, setValues] = useState(defaultValues);
  // null until the first submit: nothing is flagged while the visitor is still typing.
  const [errors, setErrors] = useState<PhoneStepErrors | null>(null);
  const countryRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof PhoneStepValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(phoneStepErrors(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = phoneStepErrors(values);
    setErrors(found);
    if (found.countryCode) countryRef.current?.focus();
    else if (found.phoneNumber) phoneRef.current?.focus();
    else onSubmit(values);
  };

  const countryError = errors?.countryCode ? tc(errors.countryCode) : undefined;
  const phoneError = errors?.phoneNumber ? tc(errors.phoneNumber) : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="phone-number">
          <Trans>Phone number</Trans>
        </Label>
        <div className="flex gap-2">
          <div className="w-20 shrink-0">
            <Input
              ref={countryRef}
              id="country-code"
              name="countryCode"
              aria-label={t`Country code`}
              inputMode="tel"
              autoComplete="tel-country-code"
              {...describedBy('country-code', { error: countryError })}
              value={values.countryCode}
              onChange={(event) => change('countryCode', event.target.value)}
            />
          </div>
          <Input
            ref={phoneRef}
            id="phone-number"
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(207) 555-0100"
            autoFocus
            // The hint gives way to the error, so the control is described by whichever shows.
            {...describedBy('phone-number', { hint: !phoneError, error: phoneError })}
            value={values.phoneNumber}
            // Keep digits only, whatever the visitor types or pastes.
            onChange={(event) => change('phoneNumber', digitsOnly(event.target.value))}
          />
        </div>
        <FieldError id="country-code" error={countryError} />
        <FieldError id="phone-number" error={phoneError} />
        {!phoneError && (
          <p id="phone-number-hint" className="text-sm text-muted-foreground">
            {/* The consent's words, recorded with their version when a code is asked for (decision 085). */}
            {tc(CONSENT_WORDS['sign-in'].words)}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={sending || !canSendCode(values.phoneNumber)}>
        {sending ? t`Sending...` : t`Send code`}
      </Button>
    </form>
  );
}

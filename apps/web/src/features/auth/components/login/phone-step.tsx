import { zodResolver } from '@hookform/resolvers/zod';
import { canSendCode, digitsOnly, type TPhoneStep, ZPhoneStep } from '@perks/contract';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface PhoneStepProps {
  defaultValues: TPhoneStep;
  sending: boolean;
  onSubmit(values: TPhoneStep): void;
}

/** Step 1: country code (default +1) and a ten-digit number; the button wakes at ten digits. */
export function PhoneStep({ defaultValues, sending, onSubmit }: PhoneStepProps) {
  const { register, handleSubmit, watch, setValue, formState } = useForm<TPhoneStep>({
    resolver: zodResolver(ZPhoneStep),
    defaultValues,
  });
  const { errors } = formState;
  const phoneNumber = watch('phoneNumber');
  const phoneField = register('phoneNumber');

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="phone-number">Phone number</Label>
        <div className="flex gap-2">
          <div className="w-20 shrink-0">
            <Input
              id="country-code"
              aria-label="Country code"
              inputMode="tel"
              autoComplete="tel-country-code"
              aria-invalid={errors.countryCode ? true : undefined}
              aria-describedby={errors.countryCode ? 'country-code-error' : undefined}
              {...register('countryCode')}
            />
          </div>
          <Input
            id="phone-number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(207) 555-0100"
            autoFocus
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={errors.phoneNumber ? 'phone-number-error' : 'phone-number-hint'}
            {...phoneField}
            onChange={(event) => {
              // Keep digits only, whatever the visitor types or pastes.
              setValue('phoneNumber', digitsOnly(event.target.value), {
                shouldValidate: formState.isSubmitted,
              });
            }}
          />
        </div>
        {errors.countryCode && (
          <p id="country-code-error" className="text-sm text-destructive">
            {errors.countryCode.message}
          </p>
        )}
        {errors.phoneNumber ? (
          <p id="phone-number-error" className="text-sm text-destructive">
            {errors.phoneNumber.message}
          </p>
        ) : (
          <p id="phone-number-hint" className="text-sm text-muted-foreground">
            We'll text you a one-time code. Message and data rates may apply.
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={sending || !canSendCode(phoneNumber)}>
        {sending ? 'Sending...' : 'Send code'}
      </Button>
    </form>
  );
}

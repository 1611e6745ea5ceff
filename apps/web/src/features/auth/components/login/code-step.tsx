import { Trans, useLingui } from '@lingui/react/macro';
import { digitsOnly, formatPhoneDisplay, otpCodeError } from '@perks/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';

interface CodeStepProps {
  phone: string;
  codeLength: number;
  verifying: boolean;
  resending: boolean;
  /** Seconds before a new code may be asked for; 0 means now. */
  resendIn: number;
  onVerify(code: string): void;
  onResend(): void;
  onChangeNumber(): void;
}

/** Step 2: the code (digits only, exact length), resend after the wait, or another number. */
export function CodeStep(props: CodeStepProps) {
  const { phone, codeLength, verifying, resending, resendIn, onVerify, onResend, onChangeNumber } = props;
  const { t } = useLingui();
  const tc = useContractText();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = otpCodeError(code, codeLength);
    setFieldError(error);
    if (!error) onVerify(code);
  };

  const number = formatPhoneDisplay(phone);
  const shownError = fieldError ? tc(fieldError) : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Enter the {codeLength}-digit code we sent to{' '}
          <span className="font-medium text-foreground">{number}</span>.
        </Trans>
      </p>
      <Field id="otp-code" label={t`Verification code`} error={shownError}>
        <Input
          id="otp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={codeLength}
          value={code}
          placeholder={'0'.repeat(codeLength)}
          variant="code"
          {...describedBy('otp-code', { error: shownError })}
          onChange={(event) => setCode(digitsOnly(event.target.value).slice(0, codeLength))}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={verifying}>
        {verifying ? t`Verifying...` : t`Verify code`}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="link" size="inline" onClick={onChangeNumber}>
          <Trans>Change number</Trans>
        </Button>
        <Button
          type="button"
          variant="link"
          size="inline"
          disabled={resendIn > 0 || resending}
          onClick={onResend}
        >
          {resendIn > 0 ? t`Resend code in ${resendIn}s` : resending ? t`Sending...` : t`Resend code`}
        </Button>
      </div>
    </form>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AUTH_LIMITS,
  AUTH_TIMING,
  DEFAULT_COUNTRY_CODE,
  hasGivenName,
  LOGIN_MESSAGES,
  PASSKEY_MESSAGES,
  type PhoneStepValues,
  toInternational,
} from '@perks/contract';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import KeyRound from 'lucide-react/icons/key-round';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { saveName } from '../api/save-name';
import { CodeStep } from '../components/login/code-step';
import { FormAlert } from '../components/login/form-alert';
import { loadNameStep, NameStep } from '../components/login/lazy-name-step';
import { LoginMarketingPanel } from '../components/login/login-marketing-panel';
import { LoginSuccess } from '../components/login/login-success';
import type { NameValues } from '../components/login/name-step';
import { PhoneStep } from '../components/login/phone-step';
import { useAuth } from '../hooks/use-auth';
import { useResendTimer } from '../hooks/use-resend-timer';
import { useReturnTo } from '../hooks/use-return-to';

type Step = 'phone' | 'otp' | 'name' | 'success';

/** The server's words when it sent any; otherwise the screen's own fallback. */
function messageOf(error: unknown): string | undefined {
  return isApiError(error) && error.message ? error.message : undefined;
}

/** A 429 says how long to wait; the resend timer then shows that instead of 60 seconds. */
function retryAfterOf(error: unknown): number | undefined {
  const details = isApiError(error) ? (error.details as { retry_after?: unknown } | undefined) : undefined;
  return typeof details?.retry_after === 'number' ? details.retry_after : undefined;
}

const TITLES: Record<Step, { title: MessageDescriptor; description: MessageDescriptor }> = {
  phone: { title: msg`Login`, description: msg`Enter your phone number and we'll text you a one-time code.` },
  otp: { title: msg`Enter your code`, description: msg`Check your messages for the code we just sent.` },
  // Someone we have no name for: greeted as new, and asked (docs/decisions/061-spec-last-rows.md).
  name: {
    title: msg`Welcome!`,
    description: msg`What should we call you? You can add it later in your profile.`,
  },
  success: { title: msg`Signed in`, description: msg`You are signed in.` },
};

/**
 * Route /login (docs/product.md, "Signing in"): phone, then code, then 'Welcome back!' and onwards.
 */
export function LoginPage() {
  const { t } = useLingui();
  const tc = useContractText();
  useDocumentTitle(t`Login`);
  const auth = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const timer = useResendTimer();
  const [step, setStep] = useState<Step>('phone');
  const [phoneForm, setPhoneForm] = useState<PhoneStepValues>({
    countryCode: DEFAULT_COUNTRY_CODE,
    phoneNumber: '',
  });
  const [phone, setPhone] = useState('');
  const [codeLength, setCodeLength] = useState<number>(AUTH_LIMITS.defaultOtpLength);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'verifying' | 'resending' | 'naming' | 'passkey' | null>(null);
  // Set while this page signs someone in, so the success step shows before the redirect.
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    if (step !== 'success') return;
    const id = setTimeout(() => void navigate(returnTo, { replace: true }), AUTH_TIMING.loginRedirectDelayMs);
    return () => clearTimeout(id);
  }, [step, navigate, returnTo]);

  if (auth.status === 'signed-in' && !signingIn) return <Navigate to={returnTo} replace />;

  const sendCode = async (values: PhoneStepValues) => {
    const international = toInternational(values.countryCode, values.phoneNumber);
    setPhoneForm(values);
    setError(null);
    setBusy('sending');
    try {
      const result = await auth.sendCode(international);
      toast.success(tc(LOGIN_MESSAGES.sentToast));
      setPhone(international);
      setCodeLength(result.code_length);
      timer.start(result.resend_in);
      setStep('otp');
    } catch (cause) {
      toast.error(tc(messageOf(cause) ?? LOGIN_MESSAGES.sendFailedToast));
      setError(tc(messageOf(cause) ?? LOGIN_MESSAGES.sendFailed));
      const wait = retryAfterOf(cause);
      if (wait) timer.start(wait);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setError(null);
    setBusy('resending');
    try {
      const result = await auth.sendCode(phone);
      toast.success(tc(LOGIN_MESSAGES.resentToast));
      setCodeLength(result.code_length);
      timer.start(result.resend_in);
    } catch (cause) {
      toast.error(tc(messageOf(cause) ?? LOGIN_MESSAGES.sendFailedToast));
      setError(tc(messageOf(cause) ?? LOGIN_MESSAGES.resendFailed));
      const wait = retryAfterOf(cause);
      if (wait) timer.start(wait);
    } finally {
      setBusy(null);
    }
  };

  const verify = async (code: string) => {
    setError(null);
    setBusy('verifying');
    setSigningIn(true);
    try {
      const user = await auth.verifyCode(phone, code);
      toast.success(tc(LOGIN_MESSAGES.loggedInToast));
      // Someone new is asked their name next: the form's code arrives before the step shows.
      if (!hasGivenName(user)) await loadNameStep().catch(() => undefined);
      setStep(hasGivenName(user) ? 'success' : 'name');
    } catch (cause) {
      setSigningIn(false);
      toast.error(tc(LOGIN_MESSAGES.verifyFailedToast));
      setError(tc(messageOf(cause) ?? LOGIN_MESSAGES.verifyFailed));
    } finally {
      setBusy(null);
    }
  };

  const leave = () => void navigate(returnTo, { replace: true });

  /** A passkey this browser holds, in place of the code (decision 103). */
  const signInWithPasskey = async () => {
    setError(null);
    setBusy('passkey');
    setSigningIn(true);
    try {
      const user = await auth.signInWithPasskey();
      toast.success(tc(LOGIN_MESSAGES.loggedInToast));
      if (!hasGivenName(user)) await loadNameStep().catch(() => undefined);
      setStep(hasGivenName(user) ? 'success' : 'name');
    } catch (cause) {
      setSigningIn(false);
      setError(tc(messageOf(cause) ?? PASSKEY_MESSAGES.notVerified));
    } finally {
      setBusy(null);
    }
  };

  const saveGivenName = async (values: NameValues) => {
    setError(null);
    setBusy('naming');
    try {
      await saveName(values);
      await auth.refreshProfile();
      leave();
    } catch (cause) {
      setError(tc(messageOf(cause) ?? LOGIN_MESSAGES.nameFailed));
      setBusy(null);
    }
  };

  const changeNumber = () => {
    setStep('phone');
    setError(null);
    timer.reset();
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to home</Trans>
      </Link>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="order-2 lg:order-1">
          <LoginMarketingPanel />
        </div>
        <div className="order-1 flex flex-col gap-4 lg:order-2 lg:justify-center">
          <Card className="w-full">
            <CardHeader>
              <CardTitle>
                <h1>{t(TITLES[step].title)}</h1>
              </CardTitle>
              <CardDescription>{t(TITLES[step].description)}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <FormAlert message={error} />
              {step === 'phone' && (
                <>
                  <PhoneStep defaultValues={phoneForm} sending={busy === 'sending'} onSubmit={sendCode} />
                  <Button
                    type="button"
                    variant="outline"
                    className="w-full"
                    disabled={busy !== null}
                    onClick={() => void signInWithPasskey()}
                  >
                    <KeyRound aria-hidden="true" className="size-4" />
                    <Trans>Sign in with a passkey</Trans>
                  </Button>
                </>
              )}
              {step === 'otp' && (
                <CodeStep
                  phone={phone}
                  codeLength={codeLength}
                  verifying={busy === 'verifying'}
                  resending={busy === 'resending'}
                  resendIn={timer.remaining}
                  onVerify={verify}
                  onResend={resend}
                  onChangeNumber={changeNumber}
                />
              )}
              {step === 'name' && (
                <NameStep saving={busy === 'naming'} onSave={saveGivenName} onSkip={leave} />
              )}
              {step === 'success' && <LoginSuccess />}
            </CardContent>
          </Card>
          <nav aria-label={t`Legal`} className="flex justify-center gap-4 text-sm text-muted-foreground">
            <Link to="/privacy" className="hover:text-foreground hover:underline">
              <Trans>Privacy</Trans>
            </Link>
            <Link to="/terms" className="hover:text-foreground hover:underline">
              <Trans>Terms</Trans>
            </Link>
            <Link to="/support" className="hover:text-foreground hover:underline">
              <Trans>Support</Trans>
            </Link>
          </nav>
        </div>
      </div>
    </div>
  );
}

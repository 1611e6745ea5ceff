import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../modules/auth/index.ts';
import { type SmsCapture, startSmsCapture } from './sms-capture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface AuthTestApp extends TestApp {
  sms: SmsCapture;
}

/** The real app on a fresh database, sending SMS through the HTTP provider to a local capture. */
export async function createAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const sms = await startSmsCapture();
  const t = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: sms.url,
    SMS_HTTP_ACCOUNT_SID: 'ACtest',
    SMS_HTTP_AUTH_TOKEN: 'secret-token',
    SMS_FROM: '+12075559999',
    ...env,
  });
  return {
    ...t,
    sms,
    close: async () => {
      await t.close();
      await sms.close();
    },
  };
}

/** The refresh token a response set, or undefined (also when it cleared the cookie). */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value || undefined;
}

/** A fresh client address per call unless one is given, so the per-address cap stays out of the way. */
const anyAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export function sendOtp(
  t: TestApp,
  phone: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/send-otp',
    payload: { phone },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? anyAddress(),
  });
}

export function verifyOtp(t: TestApp, phone: string, token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp', payload: { phone, token }, headers });
}

export function refresh(t: TestApp, refreshToken: string | undefined, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    cookies: refreshToken ? { [REFRESH_COOKIE]: refreshToken } : {},
    headers,
  });
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

/** Signs a phone in through the real endpoints, reading the code from the SMS capture. */
export async function signIn(t: AuthTestApp, phone: string): Promise<SignedIn> {
  const sent = await sendOtp(t, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp failed: ${sent.body}`);
  const res = await verifyOtp(t, phone, t.sms.latestCode(phone));
  if (res.statusCode !== 200) throw new Error(`verify-otp failed: ${res.body}`);
  const { user, session } = res.json().data;
  return {
    userId: user.id,
    accessToken: session.access_token,
    refreshToken: refreshCookieOf(res)!,
    auth: { authorization: `Bearer ${session.access_token}` },
  };
}

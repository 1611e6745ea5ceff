import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../modules/auth/index.ts';
import { type SmsCapture, startSmsCapture } from './sms-capture.ts';
import { createTestApp, setUpForTests, type TestApp } from './test-app.ts';

export interface AuthTestApp extends TestApp {
  sms: SmsCapture;
}

/**
 * The real app on a fresh database (or another test app's, as a second instance), sending SMS
 * through the HTTP provider to a local capture of its own.
 */
export async function createAuthTestApp(
  env: Record<string, string> = {},
  shared?: Parameters<typeof createTestApp>[1],
  options?: Parameters<typeof createTestApp>[2],
): Promise<AuthTestApp> {
  const sms = await startSmsCapture();
  const t = await createTestApp(
    {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_HTTP_ACCOUNT_SID: 'ACtest',
      SMS_HTTP_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+12075559999',
      ...env,
    },
    shared,
    options,
  );
  return {
    ...t,
    sms,
    close: async () => {
      await t.close();
      await sms.close();
    },
  };
}

/**
 * Distinct valid Portland numbers, `+1207555<first>` and up, one a call. Each test file starts at
 * its own `first`, so sign-in limits never leak between tests or files.
 */
function phoneNumbersFrom(first: number): () => string {
  let next = first;
  return () => `+1207555${next++}`;
}

/** An auth test app (createAuthTestApp) for the tests of the file or describe block that calls this. */
export const setUpAuthTestApp = (env: Record<string, string> = {}): AuthTestApp =>
  setUpForTests(() => createAuthTestApp(env));

/**
 * What a sign-in test file starts with: its auth test app (setUpAuthTestApp) and its own run of
 * phone numbers from `firstPhone` (phoneNumbersFrom), so its limits never meet another file's.
 */
export function authTestSetup(
  firstPhone: number,
  env: Record<string, string> = {},
): { t: AuthTestApp; newPhone: () => string } {
  return { t: setUpAuthTestApp(env), newPhone: phoneNumbersFrom(firstPhone) };
}

/** The refresh token a response set, or undefined (also when it cleared the cookie). */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
  return cookie?.value || undefined;
}

/** A fresh client address per call unless one is given, so the per-address cap stays out of the way. */
const anyAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

interface RequestOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** A solved challenge (see `solvedChallenge`). */
  altcha?: string;
}

export function sendOtp(t: TestApp, phone: string, options: RequestOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/send-otp',
    payload: { phone, altcha: options.altcha },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? anyAddress(),
  });
}

export function verifyOtp(t: TestApp, phone: string, token: string, options: RequestOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { phone, token, altcha: options.altcha },
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? anyAddress(),
  });
}

/** Fetches a challenge from GET /challenge and solves it as the browser does: the `altcha` value. */
export async function solvedChallenge(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/challenge' });
  const challenge = res.json().data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
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

/** A code of the right length that is not `code`: a wrong guess for sure. */
export const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

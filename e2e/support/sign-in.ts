import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The server sends one phone a new code at most once a minute (AUTH_LIMITS.resendWaitSeconds).
const RESEND_WAIT_MS = 61_000;

async function messagesTo(phone: string): Promise<Array<{ body: string; at: string }>> {
  const res = await fetch(`${process.env.E2E_SMS_URL}/messages?to=${encodeURIComponent(phone)}`);
  return (await res.json()) as Array<{ body: string; at: string }>;
}

/**
 * Signs a +1 phone number (E.164) in through the login screen with the code the fake SMS gateway
 * received, and waits until the app has left /login. `from` is where the visit starts: a
 * login-required page sends the visitor to /login and back there afterwards. Signing the same
 * number in twice within a minute waits for the server's resend limit, so keep that rare.
 */
export async function signIn(page: Page, phone: string, from = '/login'): Promise<void> {
  if (!/^\+1\d{10}$/.test(phone)) throw new Error(`signIn expects a +1 number, got ${phone}`);
  const earlier = await messagesTo(phone);
  const sentBefore = earlier.length;
  // A number signed in moments ago (an earlier test, a retry) must wait out the resend limit.
  const last = earlier.at(-1);
  const wait = last ? Date.parse(last.at) + RESEND_WAIT_MS - Date.now() : 0;
  if (wait > 0) {
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
  }
  await page.goto(from);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Phone number').fill(phone.slice(2));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();

  let code = '';
  await expect
    .poll(async () => {
      const messages = await messagesTo(phone);
      code = messages.length > sentBefore ? (messages.at(-1)?.body.match(/\b(\d{4,6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{4,6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
}

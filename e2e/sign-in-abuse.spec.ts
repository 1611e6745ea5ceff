import { AUTH_LIMITS } from '@perks/contract';
import { codeSentTo, expect, test } from './support/test.ts';

/**
 * The proof-of-work check in a real browser (docs/decisions/021-sign-in-abuse-budgets.md): once a
 * network has asked for many codes, its next one needs a solved challenge, which the login page
 * solves in workers under the site's Content-Security-Policy and sends again, unseen. This spec
 * runs after the other sign-in journeys, which it would otherwise slow down for an hour.
 */
test('a busy network still signs in: the page solves the security check by itself', async ({
  page,
  newPhone,
}) => {
  // Other people on this network (the test runner's address) have asked for codes.
  for (let i = 0; i < AUTH_LIMITS.codesPerNetworkBeforeChallenge; i++) {
    const res = await fetch(`${process.env.E2E_BASE_URL}/api/v1/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: newPhone().e164 }),
    });
    expect([200, 428]).toContain(res.status);
  }
  const direct = await fetch(`${process.env.E2E_BASE_URL}/api/v1/auth/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: newPhone().e164 }),
  });
  expect(direct.status).toBe(428);

  const phone = newPhone();
  const challenges: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/challenge')) challenges.push(response.status());
  });
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible({ timeout: 20_000 });
  expect(challenges).toEqual([200]);

  const code = await codeSentTo(phone.e164);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  // A new number: greeted as new.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
});

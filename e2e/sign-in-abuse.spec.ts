import { AUTH_LIMITS } from '@perks/contract';
import { startOwnNetwork } from './support/own-network.ts';
import { codeSentTo, expect, test } from './support/test.ts';

/**
 * The proof-of-work check in a real browser (docs/decisions/021-sign-in-abuse-budgets.md): once a
 * network has asked for many codes, its next one needs a solved challenge, which the login page
 * solves in workers under the site's Content-Security-Policy and sends again, unseen. Every request
 * here, the browser's too, reaches the server from a network of its own (support/own-network.ts):
 * the budget it spends is not the one the other sign-in journeys use, so they run in any order,
 * side by side, and its own count starts at zero.
 */
let network: Awaited<ReturnType<typeof startOwnNetwork>>;
test.beforeAll(async () => {
  network = await startOwnNetwork(process.env.E2E_BASE_URL ?? '');
});
test.afterAll(async () => {
  await network?.close();
});

test('a busy network still signs in: the page solves the security check by itself', async ({
  page,
  newPhone,
}) => {
  const sendOtp = (phone: string) =>
    fetch(`${network.url}/api/v1/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
  // Other people on this network have asked for codes: each one free, since no other spec shares it.
  for (let i = 0; i < AUTH_LIMITS.codesPerNetworkBeforeChallenge; i++) {
    expect((await sendOtp(newPhone().e164)).status).toBe(200);
  }
  expect((await sendOtp(newPhone().e164)).status).toBe(428);

  const phone = newPhone();
  const challenges: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/challenge')) challenges.push(response.status());
  });
  await page.goto(`${network.url}/login`);
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

import { randomUUID } from 'node:crypto';
import { type TCurrentUser, USER_SESSION_STORAGE_KEY } from '@perks/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { codeSentTo, expect, test, textsSentTo } from './support/test.ts';

// WebAuthn needs a host name for its relying party, never an address: this journey opens the app
// at localhost, the same server as the suite's 127.0.0.1.
test.use({ baseURL: process.env.E2E_BASE_URL?.replace('127.0.0.1', 'localhost') });

/**
 * Two of global setup's ADMIN_PHONES, seeded as admins, for this journey only: one pair per
 * screen size, since both projects run it at once against the same server.
 */
const admins = () =>
  test.info().project.name === 'phone'
    ? { lost: '+12075550195', helper: '+12075550196' }
    : { lost: '+12075550193', helper: '+12075550194' };

/** Chromium's virtual authenticator (WebAuthn over the DevTools protocol): a phone's screen lock. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Signs the browser out: no refresh cookie, no cached user. */
async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

/** Signs in on the login screen with the texted code, as the person would. */
async function signInByCode(page: Page, e164: string) {
  const before = (await textsSentTo(e164)).length;
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(e164.slice(2));
  await page.getByRole('button', { name: 'Send code' }).click();
  // This sign-in's own code, not the one before it.
  await expect.poll(async () => (await textsSentTo(e164)).length).toBeGreaterThan(before);
  await page.getByLabel('Verification code').fill(await codeSentTo(e164));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Signed in|Welcome/ })).toBeVisible();
}

/**
 * A new sign-in by phone for this browser, as a right code leaves it (the suite's session listener,
 * support/server-with-sessions.ts), for the steps that are not about the code itself.
 */
async function signInByPhone(page: Page, e164: string) {
  const res = await fetch(`${process.env.E2E_SESSIONS_URL}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: e164, user_agent: await page.evaluate(() => navigator.userAgent) }),
  });
  const { user, cookie } = (await res.json()) as {
    user: TCurrentUser;
    cookie: { name: string; value: string; path: string; expires: number };
  };
  await page
    .context()
    .addCookies([{ ...cookie, domain: 'localhost', httpOnly: true, secure: false, sameSite: 'Strict' }]);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: USER_SESSION_STORAGE_KEY,
    value: JSON.stringify(user),
  });
  await page.goto(`/dashboard?fresh=${randomUUID()}`);
}

const stepUpDialog = (page: Page) => page.getByRole('alertdialog', { name: "Confirm it's you" });

test('an admin adds a passkey, signs in with it, is asked for it after a phone code, and uses a recovery code once @desktop', async ({
  page,
}) => {
  // One journey through seven sign-ins and the admin panel.
  test.setTimeout(420_000);
  const { lost, helper } = admins();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);

  // The first admin signs in by code and is asked at once to add a passkey.
  await signInByCode(page, lost);
  const banner = page.getByRole('region', { name: 'Passkey', exact: true });
  await expect(banner).toContainText('Add a passkey now');
  await banner.getByRole('link', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/settings#passkeys$/);
  await page.getByLabel('Passkey name (optional)').fill('Work phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const codesBox = page.getByRole('region', { name: 'Recovery codes' });
  await expect(codesBox.getByRole('listitem')).toHaveCount(10);
  const codes = await codesBox.getByRole('listitem').allTextContents();
  await expectAccessible(page);
  await codesBox.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codesBox).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Work phone')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkey', exact: true })).toHaveCount(0);
  // A copy of the passkey as it is now, for the clone later.
  const [copied] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

  // Signing in with the passkey skips the code, and admin mode opens without asking again.
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Signed in' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });
  await expect(stepUpDialog(page)).toHaveCount(0);

  // After a sign-in by phone code (the listener's: a second code within a minute waits), admin
  // mode asks for the passkey (step-up), then carries on.
  await signOut(page);
  await signInByPhone(page, lost);
  await page.goto('/admin');
  await expect(stepUpDialog(page)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await stepUpDialog(page).getByRole('button', { name: 'Use my passkey' }).click();
  await expect(stepUpDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });

  // A recovery code stands in for the passkey once.
  await signOut(page);
  await signInByPhone(page, lost);
  await page.goto('/admin');
  await stepUpDialog(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
  await stepUpDialog(page).getByLabel('Recovery code').fill(codes[0]!);
  await stepUpDialog(page).getByRole('button', { name: 'Use recovery code' }).click();
  await expect(stepUpDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 20_000 });
  await signOut(page);
  await signInByPhone(page, lost);
  await page.goto('/admin');
  await stepUpDialog(page).getByRole('button', { name: 'Use a recovery code instead' }).click();
  await stepUpDialog(page).getByLabel('Recovery code').fill(codes[0]!);
  await stepUpDialog(page).getByRole('button', { name: 'Use recovery code' }).click();
  await expect(stepUpDialog(page).getByRole('alert')).toHaveText(
    'That recovery code is not valid or was already used.',
  );
  await stepUpDialog(page).getByRole('button', { name: 'Cancel' }).click();

  // A copied authenticator, behind the real one's counter, is refused.
  await signOut(page);
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: { ...copied!, isResidentCredential: true, rpId: 'localhost' },
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'it looks copied from another device' }),
  ).toBeVisible();

  // A passkey this app never registered is refused.
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  await page.evaluate(async () => {
    // Any other site's passkey would do; this one is made for localhost but never sent to the app.
    await navigator.credentials.create({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rp: { id: 'localhost', name: 'Elsewhere' },
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'elsewhere', displayName: 'Elsewhere' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        authenticatorSelection: { residentKey: 'required' },
      },
    });
  });
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That passkey is not registered with this app.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Another admin resets the lost passkey; the audit log says so, and the first admin is asked to add one again.
  await signInByPhone(page, helper);
  await page.goto('/admin?tab=users');
  await page.getByLabel('Search users by name, phone, e-mail or id').fill(`(207) 555-${lost.slice(-4)}`);
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button').click();
  await page.getByRole('button', { name: 'Reset passkey' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset passkey' })
    .getByRole('button', { name: 'Reset passkey' })
    .click();
  await expect(page.getByText('Passkeys reset. They will be asked to add a new one.')).toBeVisible();
  await signOut(page);
  await signInByPhone(page, lost);
  await expect(page.getByRole('region', { name: 'Passkey', exact: true })).toContainText('Add a passkey now');
});

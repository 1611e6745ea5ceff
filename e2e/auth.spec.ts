import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { codeSentTo, expect, test } from './support/test.ts';

async function requestCode(page: Page, national: string) {
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
}

/**
 * Phones show the bar's links in a collapsed menu. Which kind of screen this is comes from the
 * project, not from whether the toggle is visible at one instant: right after Logout the menu is
 * still closing, and a check then would skip opening it.
 */
const onPhone = () => test.info().project.name === 'phone';

/** Logout from the account menu on wide screens, from the collapsed menu on phones. */
async function logout(page: Page) {
  if (onPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
}

/** The bar offers Login again (inside the collapsed menu on phones). */
async function expectSignedOutBar(page: Page) {
  // Clicking waits for the toggle to read 'Open menu', i.e. for the menu to have closed after Logout.
  if (onPhone()) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expectAccessible(page);
}

test('a visitor is sent from /dashboard to sign in, comes back, stays signed in, and logs out @phone', async ({
  page,
  newPhone,
}) => {
  const phone = newPhone();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await expectAccessible(page);

  await requestCode(page, phone.national);
  await expectAccessible(page);
  await page.getByLabel('Verification code').fill(await codeSentTo(phone.e164));
  await page.getByRole('button', { name: 'Verify code' }).click();
  // Someone new is greeted as new and asked for a name, never welcomed back as a phone number.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByRole('button', { name: 'Save name' }).click();

  const greeting = page.getByRole('heading', { level: 1, name: 'Welcome back, Robin Lee!' });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting).toBeVisible();
  await expectAccessible(page);

  // The access token lives in memory only: the reload recovers the session from the refresh cookie.
  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedOutBar(page);

  // Signed out for real: the dashboard asks for a sign-in again, even after a reload.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong code gets the same answer as a number that never asked for one @phone', async ({
  page,
  newPhone,
}) => {
  const phone = newPhone();
  await page.goto('/login');
  await requestCode(page, phone.national);
  const code = await codeSentTo(phone.e164);
  await page.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This code is not valid or has expired. Please request a new one.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('the sign-in works from the keyboard alone', async ({ page, newPhone }) => {
  const phone = newPhone();
  await page.goto('/login');
  // The number field has focus on arrival.
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type(phone.national);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Verification code')).toBeFocused();
  await page.keyboard.type(await codeSentTo(phone.e164));
  await page.keyboard.press('Enter');
  // Someone new: the name step, focused in turn.
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Kai');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Kai!' })).toBeVisible();
});

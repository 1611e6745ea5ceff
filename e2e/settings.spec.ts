import { expectAccessible } from './support/accessibility.ts';
import { expect, signInAs, test } from './support/test.ts';

test('a member sees where they are signed in on /settings, this device marked @phone', async ({
  page,
  newPhone,
}) => {
  await signInAs(page, newPhone().e164);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/^Chrome/)).toBeVisible();
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
  await expectAccessible(page);
});

test('a member turns job alert texts off and on again on /settings, and sees the sign-in words they agreed to @phone', async ({
  page,
  newPhone,
}) => {
  const phone = newPhone();
  // Asking for a code on the sign-in screen is the consent to sign-in codes (decision 085).
  await page.goto('/login');
  await expect(
    page.getByText(/Msg & data rates may apply\. Reply STOP to stop, HELP for help\./),
  ).toBeVisible();
  await signInAs(page, phone.e164);
  await page.goto('/settings');
  const texts = page.getByRole('region', { name: 'Texts' });
  await expect(texts.getByText('Only when you ask')).toBeVisible();
  const alerts = texts.getByRole('switch', { name: 'Job alerts' });
  await expect(alerts).toBeChecked();
  await expectAccessible(page);
  await alerts.click();
  await expect(alerts).not.toBeChecked();
  await expect(texts.getByText(/Turned off .* in settings, from /)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Texts' }).getByRole('switch', { name: 'Job alerts' }),
  ).not.toBeChecked();
  await page.getByRole('region', { name: 'Texts' }).getByRole('switch', { name: 'Job alerts' }).click();
  await expect(
    page.getByRole('region', { name: 'Texts' }).getByRole('switch', { name: 'Job alerts' }),
  ).toBeChecked();
});

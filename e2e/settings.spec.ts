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

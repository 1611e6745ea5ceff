import { expectAccessible } from './support/accessibility.ts';
import { signIn } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

// The demo admin of the seeded data (ADMIN_PHONES' default). Desktop only: signing the same number in
// again within a minute waits out the resend limit, which would add a minute to the suite.
const ADMIN = '+12075550100';

test('an admin sees the panel with real figures, the health check and tabs kept in the URL', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('All systems operational')).toBeVisible();
  // The seeded demo data has users, partner businesses and live jobs: no placeholder dashes.
  for (const label of ['Total Users', 'Active Businesses', 'Open Jobs']) {
    await expect(page.getByText(label).locator('xpath=..')).toContainText(/\d/);
  }
  await expect(page.getByText('No admin changes yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
});

test('a member who is not an admin is refused at /admin @phone', async ({ page, newPhone }) => {
  await signIn(page, newPhone().e164, '/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
  await expectAccessible(page);
});

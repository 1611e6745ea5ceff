import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// The demo admin of the seeded data (ADMIN_PHONES' default).
const ADMIN = '+12075550100';

test('an admin sees real figures, finds a user by phone, renames them and makes them an admin, and sees it in the audit trail @desktop-only', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('All systems operational')).toBeVisible();
  // The seeded demo data has users, partner businesses and live jobs: no placeholder dashes.
  for (const label of ['Total Users', 'Active Businesses', 'Open Jobs']) {
    await expect(page.getByText(label).locator('xpath=..')).toContainText(/\d/);
  }
  await expectAccessible(page);

  // Find the demo worker by phone as people type it, rename them and make them an admin.
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=users$/);
  await page.getByLabel('Search users by name, phone, e-mail or id').fill('(207) 555-0103');
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button').click();
  await page.getByRole('button', { name: 'Edit User' }).click();
  const form = page.getByRole('form', { name: 'Edit user' });
  await form.getByLabel('Last name', { exact: true }).fill('Renamed');
  await form.getByLabel('Role').selectOption('admin');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(list.getByRole('button')).toContainText('Renamed');
  await expect(list.getByRole('button')).toContainText('Admin');

  // The change is in the audit trail on the dashboard.
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const activity = page.getByRole('list', { name: 'Recent admin changes' });
  await expect(activity).toContainText('updated a user');
  await expect(activity).toContainText('last name');
  await expect(activity).toContainText('role');

  // The seeded pending job waits for review; one click puts it on the public board.
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=jobs$/);
  await expect(page.getByText('Pending Review').locator('xpath=..')).toContainText(/[1-9]/);
  const queue = page.getByRole('list', { name: 'Jobs waiting for review' });
  await expect(queue).toContainText('Draft Line Technician');
  await expectAccessible(page);
  await queue.getByRole('button', { name: 'Approve Draft Line Technician' }).click();
  await expect(queue).toHaveCount(0);
  await expect(page.getByText('No jobs are waiting for review.')).toBeVisible();

  await page.goto('/jobs?title_search=Draft%20Line');
  await expect(page.getByRole('link', { name: 'Draft Line Technician' })).toBeVisible();
  // The page restores the session as it loads; leaving before that finishes would drop the
  // refreshed sign-in the server has already rotated. On a phone the links are in the menu.
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await page.goto('/admin?tab=dashboard');
  await expect(page.getByRole('list', { name: 'Recent admin changes' })).toContainText('moderated a job');
});

test('an admin reads the Operations panel on a 390 px phone: texts against the cap, the queues, the outboxes @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, ADMIN);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Operations' });
  await expect(panel.getByText(/^\d+ of \d+$/)).toBeVisible();
  await expect(panel.getByText(/^Background jobs: \d+, texts: \d+, e-mails: \d+$/)).toBeVisible();
  // The app registers its job queues at start: the table lists them, each with its figures.
  const queues = panel.getByRole('region', { name: 'Background jobs by name' });
  await expect(queues.getByRole('row')).not.toHaveCount(0);
  await queues.focus();
  await expect(queues).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Text outbox' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'E-mail outbox' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test('a member who is not an admin is refused at /admin @phone', async ({ page, newPhone }) => {
  await signInAs(page, newPhone().e164);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test('an admin lists verified users in the API Test Center and opens one from its row menu by keyboard', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin?tab=api-tests');
  await expect(page.getByRole('heading', { name: 'API Test Center' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem').first()).toBeVisible();

  // The seeded people with an e-mail have confirmed it; people made by tests have none.
  const filtered = page.waitForResponse(
    (res) => res.url().includes('/api/v1/users?') && res.url().includes('verified=verified'),
  );
  await page.getByRole('combobox', { name: 'Email verification' }).selectOption('verified');
  await filtered;
  await expect(list.locator('xpath=..')).toHaveAttribute('aria-busy', 'false');
  const menuButton = list.getByRole('button', { name: /^Actions for / }).first();
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Reset Password' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const verified = page
    .getByText('Email verified', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(verified).toHaveText(/\d{4}/);
  await expectAccessible(page);
});

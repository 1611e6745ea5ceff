import { expectAccessible } from './support/accessibility.ts';
import { addShift } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// The seeded owner of Salt Pier Kitchen and Tidewater Oyster Bar.
const OWNER = '+12075550101';

test('an owner posts a job with two shift blocks, finds it on /jobs and in Your Job Postings, and edits its pay @desktop-only', async ({
  page,
}) => {
  const title = `Oyster Shucker ${Date.now().toString(36)}`;
  await signInAs(page, OWNER);
  await page.goto('/post-job');
  await expect(page).toHaveURL(/\/post-job$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await expect(page.getByText('30-second posting • No vague terms • Radical transparency')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Job title').fill(title);
  // A submit before choosing the business names what is missing.
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Business Required')).toBeVisible();
  await expect(page.getByText('Please select a business to post for')).toBeVisible();
  await expect(page.getByText('Please select a business', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/post-job$/);

  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: /Salt Pier Kitchen/ }).click();
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue('Salt Pier Kitchen');
  await expect(page.getByLabel('Location')).not.toHaveValue('');

  await addShift(page, ['Friday', 'Saturday'], '16:00', '23:00');
  await addShift(page, ['Sunday'], '10:00', '16:00');
  await expect(page.getByRole('list', { name: 'Shift blocks' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('20 hrs per week • Part-time')).toBeVisible();

  await page
    .getByLabel('Why work here?')
    .fill('Fresh oysters, a **free** shift meal and a crew that has your back.');
  await page.getByLabel('Benefits').fill('Shift meal');
  await page.getByLabel('Benefits').press('Enter');
  await page.getByLabel('Contact email').fill('jobs@saltpier.example');

  await page.getByRole('button', { name: 'Show Preview' }).click();
  await expect(
    page.getByRole('article', { name: 'Job preview' }).getByRole('heading', { name: title }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('Job Posted Successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);

  // The owner's table on the dashboard lists it with its business; posting is offered there too.
  await page.goto('/dashboard');
  await page.getByText(/^Get started \(\d+\)$/).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Post a Job' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Business Owner', { exact: true })).toBeVisible();
  const panel = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Your Job Postings' }),
  });
  await expect(panel.getByText(/\d+ of \d+ jobs • 2 businesses/)).toBeVisible();
  await panel.getByPlaceholder('Search jobs, businesses, or roles...').fill(title);
  const row = panel.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Salt Pier Kitchen');
  await expect(row).toContainText('$15.00/hr + $8.00/hr tips');
  await expect(panel.getByText(/^1 of \d+ jobs • 2 businesses$/)).toBeVisible();
  await expectAccessible(page);

  // Edit its pay from the row menu.
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Job' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Edit Job' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\/edit$/);
  const jobId = page.url().match(/\/jobs\/([0-9a-f-]{36})\/edit$/)![1];
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expectAccessible(page);
  await page.getByRole('spinbutton', { name: 'Base hourly pay' }).fill('18.5');
  await page.getByRole('button', { name: 'Update Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('Job Updated Successfully!')).toBeVisible();

  // The job's page shows the new pay, also after a full reload.
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByText('$18.50/hr + $8.00/hr tips').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('$18.50/hr + $8.00/hr tips').first()).toBeVisible();
});

test('a worker is offered no job posting and is told who posts jobs', async ({ page, newPhone }) => {
  // A fresh number owns and manages nothing: a worker.
  await signInAs(page, newPhone().e164);
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("Jobs are posted by a business's owners and managers.", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post Job' }),
  ).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Post a Job/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Worker', { exact: true })).toBeVisible();
});

// Two seeded managers, one per project, each picking their own business.
const MANAGERS = {
  desktop: { phone: '+12075550102', business: 'Salt Pier Kitchen', typed: 'sa' },
  phone: { phone: '+12075550108', business: 'Tidewater Oyster Bar', typed: 'ti' },
};

test('the form and the postings fit a phone screen, and the business picker works from the keyboard @phone', async ({
  page,
}, testInfo) => {
  const manager = testInfo.project.name === 'phone' ? MANAGERS.phone : MANAGERS.desktop;
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, manager.phone);
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await expectNoSideScroll(page);

  const picker = page.getByRole('combobox', { name: 'Business' });
  await picker.focus();
  await page.keyboard.type(manager.typed.slice(0, 1));
  await expect(page.getByText('Keep typing...')).toBeVisible();
  await page.keyboard.type(manager.typed.slice(1));
  await expect(page.getByText('Keep typing...')).toBeHidden();
  const option = page.getByRole('option', { name: new RegExp(manager.business) });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(manager.business);
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  // Editing the chosen name clears the choice and searches again.
  await page.keyboard.press('Backspace');
  await expect(option).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');

  // The dashboard's postings fit the screen too: a card per job with its menu in reach.
  await page.goto('/dashboard');
  await expect(page.getByText(/^\d+ of \d+ jobs • \d+ business/)).toBeVisible();
  await expectNoSideScroll(page);
  const posting = page.getByRole('list', { name: 'Job postings' }).getByRole('listitem').first();
  await posting.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Job' })).toBeInViewport();
});

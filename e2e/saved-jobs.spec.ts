import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// A demo job no other spec changes; each run saves it as a person of its own (a fresh number).
const TITLE = 'Pitmaster';

test('a job saved signed out is on /saved after signing in, opens, and can be removed @phone', async ({
  page,
  newPhone,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/jobs?title_search=${TITLE.toLowerCase()}`);
  // The page arrives as server HTML; a click counts once the browser has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const save = page.getByRole('button', { name: `Save job: ${TITLE}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: `Remove from saved: ${TITLE}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  const jobId = (await page.getByRole('link', { name: TITLE }).getAttribute('href'))?.split('/').pop();
  expect(await page.evaluate(() => localStorage.getItem('industry-perks-saved-jobs'))).toContain(jobId);

  await signInAs(page, newPhone().e164);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved jobs' })).toBeVisible();
  const open = page.getByRole('list', { name: 'Open jobs' });
  await expect(open.getByRole('link', { name: TITLE })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // The job page shows it saved.
  await open.getByRole('link', { name: TITLE }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove from saved: ${TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSideScroll(page);

  await page.goBack();
  await page.getByRole('button', { name: `Remove from saved: ${TITLE}` }).click();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');

  // Gone from the account too: a fresh load asks the server again.
  await page.reload();
  await expect(page.getByText('No saved jobs yet')).toBeVisible();
  await page.goto('/dashboard');
  const activity = page.getByRole('region', { name: 'Your Activity' });
  await expect(activity.getByRole('link', { name: 'View Saved Jobs' })).toHaveAttribute('href', '/saved');
});

import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

// The demo data seeded at start has more than one page (20) of tipped part-time jobs, which is
// what lets the journey page through a filtered list.

test('a visitor on a phone searches, filters to tipped part-time jobs, pages, opens a job and copies the e-mail @phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);

  // On a phone the filters are folded behind one button.
  const filterToggle = page.locator('summary', { hasText: 'Filters' });
  if (await filterToggle.isVisible()) await filterToggle.click();

  // Search: one character is not applied; two or more are, after the debounce.
  const search = page.getByLabel('Search job titles');
  await search.fill('b');
  await expect(page.getByText('Search requires at least 2 characters')).toBeVisible();
  await search.fill('bartender');
  await expect(page).toHaveURL(/[?&]title_search=bartender/);
  await expect(cards.first()).toContainText(/bartender/i);
  for (const title of await cards.locator('h2').allTextContents())
    expect(title.toLowerCase()).toContain('bartender');
  await search.fill('');
  await expect(page).not.toHaveURL(/title_search/);

  // Filter to tipped part-time jobs.
  // The box follows the URL, so it reads as checked once the router has applied the change.
  const tippedOnly = page.getByLabel('Tipped roles only');
  await tippedOnly.click();
  await expect(tippedOnly).toBeChecked();
  await page.getByLabel('Employment type').selectOption('part-time');
  await expect(page).toHaveURL(/is_tipped_role=true/);
  await expect(page).toHaveURL(/employment_type=part-time/);
  await expect(page.getByText(/ jobs • Page 1 of \d+/)).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText('Part-time');
    await expect(card.getByText('Tips', { exact: true })).toBeVisible();
  }

  // Page 2.
  const firstOnPageOne = await cards.locator('h2').first().textContent();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(cards.locator('h2').first()).not.toHaveText(firstOnPageOne ?? '');

  // Open a job.
  const link = cards.first().locator('h2 a');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The earnings example.
  const earnings = page.locator('section', { has: page.getByRole('heading', { name: 'Earnings example' }) });
  await expect(earnings).toContainText(/\$[\d.,]+\/hr × [\d.]+ hours? per shift × \d+ shifts? per week/);
  await expect(earnings.getByText('Weekly', { exact: true })).toBeVisible();
  await expect(earnings.getByText('Biweekly', { exact: true })).toBeVisible();

  // Apply opens mail; a second later the fallback box offers the address to copy.
  await page.getByRole('link', { name: 'Apply by e-mail' }).click();
  const fallback = page.getByRole('region', { name: 'Application email' });
  await expect(fallback).toBeVisible();
  await expectAccessible(page);
  const email = (await fallback.locator('.font-mono').textContent()) ?? '';
  expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);
  await fallback.getByRole('button', { name: 'Copy' }).click();
  await expect(fallback.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);
  await expect(fallback.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });

  // Back returns to the same filtered page.
  await page.goBack();
  await expect(page).toHaveURL(/is_tipped_role=true.*page=2|page=2.*is_tipped_role=true/);
  await expect(page.getByLabel('Tipped roles only')).toBeChecked();
  await expect(page.getByLabel('Employment type')).toHaveValue('part-time');
});

test('a shared search link opens with its filters, and survives a reload @desktop', async ({ page }) => {
  await page.goto('/jobs?title_search=server&employment_type=part-time');
  await expect(page.getByLabel('Search job titles')).toHaveValue('server');
  await expect(page.getByLabel('Employment type')).toHaveValue('part-time');
  await expect(page.locator('main article').first()).toContainText(/server/i);
  await page.reload();
  await expect(page.getByLabel('Search job titles')).toHaveValue('server');
});

test('a job page carries its metadata for search engines; a missing job is Job Not Found with noindex', async ({
  page,
  request,
}) => {
  const list = await (await request.get('/api/v1/jobs?limit=1')).json();
  const job = list.data[0];
  const html = await (await request.get(`/jobs/${job.id}`)).text();
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(ld ?? 'null')).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    directApply: false,
  });
  expect(html).toContain('<meta property="og:title"');

  const missing = await request.get('/jobs/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex">');
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expect(page.getByText("The job you're looking for doesn't exist.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, test } from './support/test.ts';

// Public pages paint from the server's HTML (docs/decisions/025-server-rendered-public-pages.md).

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the job list and a job page show their content and pay', async ({ page }) => {
    await page.goto('/jobs?is_tipped_role=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(/\$\d+(\.\d{2})?\/hr/);
    await expect(page.getByText(/ jobs • Page 1 of \d+/)).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);

    const title = (await cards.first().locator('h2').textContent()) ?? '';
    await cards.first().locator('h2').getByRole('link').click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main')).toContainText(/\$\d+(\.\d{2})?\/hr/);
    // Applying by e-mail works without scripts: it is a mailto link.
    await expect(page.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute('href', /^mailto:/);
  });

  test('the marketing pages are there too', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Industry Perks'],
      ['/product', 'How It Works'],
      ['/restaurants', 'Partner Discounts'],
      ['/example-job', 'Example Job'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
  });

  test('the partner page lists the real partners and their live perks, and leads to their pages', async ({
    page,
  }) => {
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Discounts' })).toBeVisible();
    // A seeded partner from the database, not a sample venue.
    const partner = page.getByRole('link', { name: 'Knightville Diner', exact: true });
    await expect(partner).toBeVisible();
    await expect(page.getByText('Harbor Oyster Bar')).toHaveCount(0);
    await partner.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knightville Diner' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Partner Discounts' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
  });
});

test('the browser takes over the server-rendered job list without a second request or a mismatch', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/jobs') listRequests.push(request.url());
  });

  await page.goto('/jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Hydrated: the filters answer, and the list they ask for comes from the API.
  // On a phone the filters are folded behind one button.
  if (test.info().project.name === 'phone') await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByLabel('Employment type').selectOption('part-time');
  await expect(page).toHaveURL(/employment_type=part-time/);
  await expect(page.getByText(/ jobs • Page 1 of \d+/)).toBeVisible();
  expect(listRequests).toHaveLength(1);
  expect(listRequests[0]).toContain('employment_type=part-time');
  expect(errors).toEqual([]);
});

test('the browser takes over the home page with nothing in the console @phone', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the partner page and the logo grid fit the screen and pass axe @phone', async ({ page }) => {
  await page.goto('/restaurants');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('link', { name: 'Knightville Diner', exact: true })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await page.goto('/product');
  await expect(page.getByRole('heading', { name: 'Partner businesses' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Partner businesses' }).getByRole('link')).toHaveCount(7);
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

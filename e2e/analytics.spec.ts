import { portlandDay } from '@perks/contract';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// A seeded owner no other spec signs in (Tess Morin, Congress Street Taproom). The journey only reads, so
// the phone and desktop runs may share her.
const OWNER = '+12075550110';
const BUSINESS = 'Congress Street Taproom';

test('an owner opens /analytics, switches the period and reads a chart as a table @desktop', async ({
  page,
  browser,
}) => {
  // A visitor opens the business's page: one view today.
  const found = await page.request.get(
    `/api/v1/businesses?search=${encodeURIComponent('congress street taproom')}`,
  );
  const { data } = (await found.json()) as { data: Array<{ id: string; name: string }> };
  const business = data.find((b) => b.name === BUSINESS)!;
  const visitorContext = await anotherBrowser(browser);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/business/${business.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  await visitorContext.close();

  await signInAs(page, OWNER);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Jobs' }).getByText('Business page views')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // The last 7 days, in the URL.
  await page.getByText('7 days', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]period=7(&|$)/);
  const table = page.getByRole('table', { name: /^Page views per day,/ });
  await expect(table.getByRole('row')).toHaveCount(8);

  // The chart's numbers as a table: today's row counts the visitor's view.
  await page.getByRole('button', { name: 'Show table of Page views per day' }).click();
  await expect(table).toBeVisible();
  const today = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: portlandDay(new Date()) }) });
  const businessViews = Number(await today.getByRole('cell').nth(1).textContent());
  expect(businessViews).toBeGreaterThanOrEqual(1);
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

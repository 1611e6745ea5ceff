import type { Page } from '@playwright/test';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Distance search on /jobs and the directory (docs/decisions/099-distance-search.md). The demo
// businesses around Portland carry points (Knightville, the Old Port, Back Cove, Pine Point in
// Scarborough about 8 miles out); some have none, and their jobs come after the ones in the radius.

const cards = (page: Page) => page.locator('main article');
const filters = (page: Page) => page.getByRole('form', { name: 'Job filters' });

/** The miles each card shows ('2.3 mi'), null for a card without one. */
async function cardMiles(page: Page): Promise<Array<number | null>> {
  return Promise.all(
    (await cards(page).all()).map(async (card) => {
      const found = /Distance:\s*([\d.]+)\s*mi/.exec((await card.textContent()) ?? '');
      return found ? Number(found[1]) : null;
    }),
  );
}

/** The distances come first, nearest first, each within `radius`; the cards without one after. */
function expectByDistance(miles: Array<number | null>, radius: number) {
  const firstWithout = miles.indexOf(null);
  const measured = (firstWithout === -1 ? miles : miles.slice(0, firstWithout)) as number[];
  expect(measured.length).toBeGreaterThan(1);
  expect(measured).toEqual([...measured].sort((a, b) => a - b));
  for (const distance of measured) expect(distance).toBeLessThanOrEqual(radius);
  if (firstWithout !== -1)
    expect(miles.slice(firstWithout).every((distance) => distance === null)).toBe(true);
}

/** On a phone the filters sit behind 'Filters': open them, unless they are open already. */
async function openFilters(page: Page) {
  const toggle = filters(page).locator('summary').first();
  const open = await filters(page)
    .locator('details')
    .first()
    .evaluate((panel) => (panel as HTMLDetailsElement).open);
  if ((await toggle.isVisible()) && !open) await toggle.click();
}

test('a visitor searches jobs within 5 miles of a ZIP code and sees them nearest first @desktop', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(cards(page).first()).toBeVisible();
  await openFilters(page);
  await filters(page).getByLabel('Distance').selectOption('5');
  await filters(page).getByLabel('Near ZIP code').fill('04101');
  await expect(page).toHaveURL(/zip=04101/);
  await expect(page).toHaveURL(/radius=5/);
  await expect(cards(page).first()).toContainText(/Distance:\s*[\d.]+\s*mi/);
  expectByDistance(await cardMiles(page), 5);
  // Pine Point, about 8 miles out, is past the radius; at 25 miles it is listed.
  await expect(page.getByText('Pine Point Clam Shack')).toHaveCount(0);
  await expectNoSideScroll(page);

  // A code no table holds says so by the box and in place of the list, in the reader's words.
  await openFilters(page);
  await filters(page).getByLabel('Near ZIP code').fill('00000');
  await expect(page.getByRole('alert').filter({ hasText: 'Check it in the filters' })).toContainText(
    'We could not find that ZIP code',
  );
  await expectNoSideScroll(page);
});

test.describe("'Near me'", () => {
  // Old Port, Portland: the browser's position, granted as a person would.
  test.use({ geolocation: { latitude: 43.6568, longitude: -70.2536 }, permissions: ['geolocation'] });

  test('a visitor lists the jobs near where they stand, and the position never reaches the URL', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page);
    const asked = page.waitForRequest((request) => request.url().includes('/api/v1/jobs?lat='));
    await filters(page).getByRole('button', { name: 'Near me' }).click();
    // Rounded to three decimals before it leaves the device.
    expect(new URL((await asked).url()).searchParams.get('lat')).toBe('43.657');
    await expect(filters(page).getByText('Near your location')).toBeVisible();
    await expect(cards(page).first()).toContainText(/Distance:\s*[\d.]+\s*mi/);
    expectByDistance(await cardMiles(page), 10);
    expect(page.url()).not.toContain('lat=');
    await expectNoSideScroll(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the ZIP box and the radius submit with the form, and the server lists by distance', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page);
    // 'Near me' needs scripts, so it is not offered.
    await expect(filters(page).getByRole('button', { name: 'Near me' })).toBeHidden();
    await filters(page).getByLabel('Near ZIP code').fill('04101');
    await filters(page).getByLabel('Distance').selectOption('25');
    await filters(page).getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/zip=04101/);
    await expect(cards(page).first()).toContainText(/Distance:\s*[\d.]+\s*mi/);
    expectByDistance(await cardMiles(page), 25);
  });

  test('a ZIP code no table holds is named on the page the server renders', async ({ page }) => {
    await page.goto('/jobs?zip=00000');
    await expect(page.getByRole('alert').filter({ hasText: 'Check it in the filters' })).toContainText(
      'We could not find that ZIP code',
    );
  });
});

test('a member lists the directory near a ZIP code, nearest first, with each distance', async ({
  page,
  newPhone,
}) => {
  await signInAs(page, newPhone().e164);
  await page.goto('/businesses');
  await page.getByLabel('Near ZIP code').fill('04101');
  await expect(page).toHaveURL(/zip=04101/);
  const list = page.getByRole('list', { name: 'Businesses' });
  await expect(list.getByText(/[\d.]+\s*mi$/).first()).toBeVisible();
  const miles = await list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const found = /Distance:\s*([\d.]+)\s*mi/.exec(item.textContent ?? '');
      return found ? Number(found[1]) : null;
    }),
  );
  expectByDistance(miles, 10);
  await expectNoSideScroll(page);
});

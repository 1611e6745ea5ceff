import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

/** A seeded business's id, read through the public API. */
async function businessId(page: Page, search: string): Promise<string> {
  const res = await page.request.get(`/api/v1/businesses?search=${encodeURIComponent(search)}`);
  const [business] = (await res.json()).data as Array<{ id: string }>;
  if (!business) throw new Error(`no business matches ${search}`);
  return business.id;
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Businesses' }).getByRole('heading', { level: 2 });

test('a member searches and filters the directory, opens a jobs dialog and a business page @phone', async ({
  page,
  newPhone,
}) => {
  test.slow();
  await signInAs(page, newPhone().e164);
  await page.goto('/businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  await expect(page.getByText('Discover local businesses and exclusive offers')).toBeVisible();
  await expect(page.getByText(/^Showing \d+ businesses$/)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // One letter is not searched; two are, after the debounce, and the URL carries it.
  const search = page.getByPlaceholder('Search by business name, industry, or keywords... (min 2 chars)');
  await search.fill('s');
  await expect(page.getByText('Search requires at least 2 characters')).toBeVisible();
  await search.fill('salt pier');
  await expect(page).toHaveURL(/search=salt\+pier/);
  await expect(cards(page)).toHaveText(['Salt Pier Kitchen']);
  await expect(page.getByRole('button', { name: 'Remove filter: Search: "salt pier"' })).toBeVisible();

  // The jobs dialog lists its live jobs.
  await page.getByRole('button', { name: /^View \d+ Jobs$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Jobs at Salt Pier Kitchen' });
  await expect(dialog.getByText(/^\d+ open positions? available$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apply Now' }).first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Size, then city from the advanced filters: the filters live in the URL and survive a reload.
  await page.getByRole('button', { name: 'Remove filter: Search: "salt pier"' }).click();
  await expect(search).toHaveValue('');
  await page.getByRole('button', { name: 'Large (50+)' }).click();
  await expect(page).toHaveURL(/size=large/);
  await expect(cards(page)).toContainText(['Scarborough Family Health']);
  await expect(cards(page).filter({ hasText: 'Gorham Trail Outfitters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'All Sizes' }).click();
  await page.getByRole('button', { name: 'Advanced Filters' }).click();
  await page.getByLabel('Location').selectOption('gorham');
  await expect(cards(page)).toHaveText(['Gorham Trail Outfitters']);
  await page.reload();
  await expect(cards(page)).toHaveText(['Gorham Trail Outfitters']);
  await expect(page.getByRole('button', { name: 'Remove filter: Gorham' })).toBeVisible();
  // Gorham's only business has no openings.
  await page.getByRole('button', { name: 'View Jobs' }).click();
  await expect(page.getByText('No current job openings')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Hiring Now' }).click();
  await expect(page).toHaveURL(/hiring_now=true/);
  await expect(page.getByText('No businesses found.')).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveText(['Gorham Trail Outfitters']);

  // 'Clear Filters' keeps the search.
  await search.fill('gorham');
  await expect(page).toHaveURL(/search=gorham/);
  // The advanced filters are still open from choosing the city.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/city=/);
  await expect(search).toHaveValue('gorham');

  // The card's name opens the business page.
  await page.getByRole('link', { name: 'Gorham Trail Outfitters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gorham Trail Outfitters' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open Jobs' })).toContainText(
    'No open jobs listed for this business.',
  );
  await expect(page.getByRole('region', { name: 'Culture & Signals' })).toContainText('Not available yet');
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test('a member adds a business: it waits for an admin, shown to its owner only', async ({
  page,
  newPhone,
}) => {
  await signInAs(page, newPhone().e164);
  await page.goto('/businesses');
  await page.getByRole('button', { name: 'Add Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Business' });
  await expect(dialog.getByRole('button', { name: 'Create Business' })).toBeDisabled();
  await dialog.getByLabel('Name', { exact: true }).fill('Back Cove Bistro');
  await dialog.getByLabel('Address').fill('1 Baxter Blvd, Portland, ME');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Business' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Back Cove Bistro' })).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  const id = page.url().split('/business/')[1]!;
  // A visitor is told there is no such business, with a 404 for crawlers.
  const visitor = await page.request.get(`/business/${id}`, { headers: { authorization: '' } });
  expect(visitor.status()).toBe(404);
});

test('a favorite made signed out is still there after signing in, and on another device @phone', async ({
  page,
  browser,
  newPhone,
}) => {
  const phone = newPhone().e164;
  const id = await businessId(page, 'salt pier');
  await page.goto(`/business/${id}`);
  // The page arrives as server HTML; a click counts once the browser has taken it over.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Add Salt Pier Kitchen to favorites' }).click();
  const remove = page.getByRole('button', { name: 'Remove Salt Pier Kitchen from favorites' });
  await expect(remove).toBeVisible();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('industry-perks-favorites'))).toContain(id);

  await signInAs(page, phone);
  await page.goto('/businesses');
  await expect(page.getByText('1 favorite', { exact: true })).toBeVisible();
  await expect(page.getByText('+1 today')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Favorites Only' }).click();
  await expect(page).toHaveURL(/favorites_only=true/);
  await expect(page.getByRole('checkbox', { name: 'Favorites Only' })).toBeChecked();
  await expect(cards(page)).toHaveText(['Salt Pier Kitchen']);
  await expect(page.getByText('Showing 1 favorite business')).toBeVisible();

  // Another device signed in to the same account: nothing of the favorites in its storage, the
  // account brings the favorite.
  const other = await anotherBrowser(browser);
  const otherPage = await other.newPage();
  await signInAs(otherPage, phone);
  await otherPage.goto('/businesses?favorites_only=true');
  await expect(cards(otherPage)).toHaveText(['Salt Pier Kitchen']);
  await expect(
    otherPage.getByRole('button', { name: 'Remove Salt Pier Kitchen from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await other.close();
});

test('the Instagram post loads only after Show post, and the CSP frames nothing else from Instagram', async ({
  page,
}) => {
  const instagram: string[] = [];
  await page.route('https://www.instagram.com/**', (route) => {
    instagram.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>Embedded post</p>' });
  });
  const id = await businessId(page, 'salt pier');
  await page.goto(`/business/${id}`);
  const card = page.getByRole('region', { name: 'Instagram Activity' });
  await expect(card.getByRole('link', { name: 'View the post on Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/p/C8sPk1tQm2x/',
  );
  await expectAccessible(page);
  expect(instagram).toEqual([]);

  await card.getByRole('button', { name: 'Show post' }).click();
  await expect(
    page.frameLocator('iframe[title="Instagram post from Salt Pier Kitchen"]').getByText('Embedded post'),
  ).toBeVisible();
  expect(instagram).toEqual(['https://www.instagram.com/p/C8sPk1tQm2x/embed/']);

  // Any other Instagram page (a profile) is refused a frame by the Content-Security-Policy.
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => resolve(`${e.violatedDirective} ${e.blockedURI}`),
          {
            once: true,
          },
        );
        const frame = document.createElement('iframe');
        frame.src = 'https://www.instagram.com/saltpierkitchen/';
        document.body.append(frame);
      }),
  );
  // Browsers report only the origin of a cross-origin URL they blocked.
  expect(blocked).toBe('frame-src https://www.instagram.com');
});

test('a business page is painted from the server, and an inactive one is not found', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const id = await businessId(page, 'harbor lantern');
  const res = await page.goto(`/business/${id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lantern Hotel' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Culture & Signals' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Open Jobs' })
      .getByRole('link', { name: /^View job/ })
      .first(),
  ).toBeVisible();
  expect(await page.title()).toBe('Harbor Lantern Hotel | Industry Perks');

  const inactive = await page.request.get('/api/v1/businesses?search=munjoy');
  expect((await inactive.json()).total).toBe(0);
  const missing = await page.goto('/business/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
  await context.close();
});

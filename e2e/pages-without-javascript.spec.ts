import { expectNoSideScroll } from './support/layout.ts';
import { expect, test } from './support/test.ts';

// Without JavaScript the screens the server does not render (sign-in, the directory, any unknown
// path) come in the site's frame with why they need scripts, or 'not found', and links on; a
// business page leaves out the sections it cannot fill (decisions 059 and 076). Without scripts
// axe cannot run in the page, so these check what fits the screen and what it says.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in and the directory say why they need JavaScript, inside the site, with links on @desktop', async ({
    page,
  }) => {
    for (const path of ['/login', '/businesses']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible();
      await expect(page.getByText(/Turn JavaScript on to sign in/)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Industry Perks' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSideScroll(page);
    }
    await page.getByRole('main').getByRole('link', { name: 'Browse jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test("an unknown path says 'Page not found' in the site's frame, in the reader's language", async ({
    page,
  }) => {
    const res = await page.goto('/no-such-page?lang=es');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('¡Vaya! Página no encontrada')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoSideScroll(page);
  });

  test('a business page leaves out the perks and reviews it cannot load', async ({ page }) => {
    const partners = (await (await page.request.get('/api/v1/partners')).json()) as {
      data: { partners: { id: string; perks: unknown[] }[] };
    };
    const partner = partners.data.partners.find((one) => one.perks.length > 0)!;
    await page.goto(`/business/${partner.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In the HTML for browsers with scripts, out of sight without them.
    for (const loading of await page.getByText(/Loading (perks|reviews)/).all())
      await expect(loading).toBeHidden();
    await expect(page.getByRole('region', { name: 'Member Perks' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeHidden();
    await expectNoSideScroll(page);
  });
});

test('with JavaScript the frame for browsers without it stays out of sight, and the screen shows', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByText('This page needs JavaScript')).toHaveCount(0);
});

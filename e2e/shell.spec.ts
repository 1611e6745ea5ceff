import { expectAccessible } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

// The app shell in a real browser: the navigation bar at both widths, and the not-found screen.
test.describe('app shell', () => {
  test('wide screens show the navigation links inline and the visitor buttons @desktop-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/product');
    const banner = page.getByRole('banner');
    for (const name of ['Home', 'How It Works', 'Jobs', 'Post a Job', 'Example Job']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expectAccessible(page);

    await banner.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('narrow screens collapse the links into a toggled menu @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'How It Works' })).toBeHidden();

    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(menu).toBeHidden();
  });

  test('an unknown path shows the not-found screen with a link home @phone', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor sent from a signed-in screen to /login downloads none of its code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/businesses', '/dashboard', '/admin', '/post-job']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.waitForLoadState('networkidle');
    const guarded = scripts.filter((url) =>
      /(dashboard|business-directory|post-job|admin|profile|settings|account-menu)-page|account-menu/.test(
        url,
      ),
    );
    expect(guarded).toEqual([]);
  });

  test('the API health check answers from the same origin', async ({ request }) => {
    const res = await request.get('/api/v1/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });
});

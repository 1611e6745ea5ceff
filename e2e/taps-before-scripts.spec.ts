import { expect, test } from './support/test.ts';

// A server-rendered page shows before its scripts have run (they load at low priority, decision
// 049). A tap on the heart or a new language in the footer in that moment is held and carried out
// once the app has taken over, instead of being lost.

test('a heart tapped and a language chosen before the scripts run take effect once they have @desktop', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  // The module scripts hold back DOMContentLoaded: the page is there from its first bytes.
  await page.goto('/jobs', { waitUntil: 'commit' });
  const heart = page
    .locator('main article')
    .first()
    .getByRole('button', { name: /^Save job: / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await page.getByRole('contentinfo').getByLabel('Language').selectOption('es');

  release();
  // The scripts at their own pace on a busy machine: the app marks the page once it has it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(
    page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Quitar de guardados: / }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the phone menu tapped open before the scripts run is open once they have', async ({ page }) => {
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'How It Works' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

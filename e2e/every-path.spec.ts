import { APP_PATHS } from '@perks/contract';
import { expectAccessible } from './support/accessibility.ts';
import { expect, signInAs, test } from './support/test.ts';

// The demo admin of the seeded data (ADMIN_PHONES' default): an admin may open every screen.
const ADMIN = '+12075550100';

/**
 * The desktop sweep of decision 062: the journeys run on a phone, and this one test opens every
 * path of the app (APP_PATHS, so a new screen is in it without a change here) at 1366x900, signed
 * in as an admin, and checks that the screen fits the window and passes axe.
 */
test('every app path fits a 1366x900 window and passes axe @desktop-only', async ({ page }) => {
  // 36 screens, each loaded and scanned: far more than one journey's limit.
  test.setTimeout(180_000);
  const user = await signInAs(page, ADMIN);

  // Real ids for the paths that take one: a live job and a listed business, from their lists.
  await page.goto('/jobs');
  const jobHref = await page.getByRole('main').locator('a[href^="/jobs/"]').first().getAttribute('href');
  await page.goto('/businesses');
  const businessHref = await page
    .getByRole('main')
    .locator('a[href^="/business/"]')
    .first()
    .getAttribute('href');
  const params: Record<string, string> = {
    id: '',
    userId: user.id,
    // A card link nobody was given: the verify screen's own 'not valid' answer.
    token: 'not-a-real-card-token',
  };

  for (const [name, pattern] of Object.entries(APP_PATHS)) {
    params.id = pattern.startsWith('/business/')
      ? (businessHref ?? '').split('/')[2]!
      : (jobHref ?? '').split('/')[2]!;
    const path = pattern.replace(/:(\w+)/g, (_, param: string) => {
      const value = params[param];
      if (!value) throw new Error(`no value for :${param} in ${pattern}`);
      return value;
    });
    await test.step(`${name} ${path}`, async () => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      // Spinners and skeletons gone: the screen shows what it loaded (or its empty or error state).
      await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

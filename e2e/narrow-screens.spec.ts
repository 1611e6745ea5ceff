import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Screens that fitted the test phone (412 px) but not a 390 px phone or a 320 px one. The demo
// data's admin, owner (Tidewater Oyster Bar) and a member on Salt Pier Kitchen's staff list.
const ADMIN = '+12075550100';
const OWNER = '+12075550101';
const MEMBER = '+12075550103';

async function adminTab(page: Page, tab: string, heading: RegExp) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible({ timeout: 15_000 });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin API Tests, the leads inbox and the billing table fit and pass axe', async ({ page }) => {
    await signInAs(page, ADMIN);
    await adminTab(page, 'api-tests', /API Test/);
    await expectAccessible(page);
    // The dashboard tab holds the leads inbox and the billing table.
    await adminTab(page, 'dashboard', /^Billing$/);
    await expectAccessible(page);
  });

  test("an owner's analytics tables fit and pass axe", async ({ page }) => {
    await signInAs(page, OWNER);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
  });
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Measured once the page's fonts are in: a wider web font is what pushed these out.
  test('How It Works fits', async ({ page }) => {
    await page.goto('/product');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSideScroll(page);
  });

  test("the job board fits in French, whose 'get alerts' button is the longest", async ({ page }) => {
    await page.goto('/jobs?lang=fr');
    await expect(
      page.getByRole('button', { name: 'Recevoir des alertes pour cette recherche' }),
    ).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectNoSideScroll(page);
  });

  test("the member card's code stays inside the card", async ({ page }) => {
    await signInAs(page, MEMBER);
    await page.goto('/card');
    const code = page.getByTestId('card-code');
    await expect(code).toBeVisible({ timeout: 15_000 });
    const box = (await code.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expectAccessible(page);
  });
});

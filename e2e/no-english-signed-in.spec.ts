import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoEnglish } from './support/languages.ts';
import { expect, signInAs, test } from './support/test.ts';

/**
 * No English on a signed-in screen in another language (decision 075): the demo worker's and the
 * demo owner's screens in Spanish, French and Portuguese, each checked against every English
 * catalog text that the language translates differently (relative times, directory badges, the
 * job dialog and the rest). Read-only: nothing is saved, so other specs see the seed as it was.
 */
const WORKER = '+12075550103'; // Sam: a verified card, applications, a work history
const OWNER = '+12075550101'; // Maggie: owns Tidewater Oyster Bar, whose 'Raw Bar Server' has applicants

// Seeded words people wrote themselves ('Server' is a position and also a label).
const SEEDED = ['Server', 'Bartender', 'Line Cook', 'Host'];

const LANGUAGES = [
  { browser: 'es-US', lang: 'es' },
  { browser: 'fr-FR', lang: 'fr' },
  { browser: 'pt-PT', lang: 'pt' },
] as const;

/** Opens a screen and waits until its data has come and the main heading shows. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function idOf(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  const first = (await res.json()).data[0] as { id: string } | undefined;
  if (!first) throw new Error(`nothing at ${url}`);
  return first.id;
}

for (const { browser, lang } of LANGUAGES) {
  test.describe(`signed-in screens in ${lang}`, () => {
    test.use({ locale: browser, viewport: { width: 390, height: 844 } });

    test(`a worker's screens show no English (${lang})`, async ({ page }) => {
      test.slow();
      await signInAs(page, WORKER);
      for (const path of [
        '/dashboard',
        '/card',
        '/applications',
        '/messages',
        '/profile',
        '/settings',
        '/alerts',
        '/businesses',
      ]) {
        await open(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoEnglish(page, lang, SEEDED);
      }
      // The directory's jobs dialog of a business that is hiring: its jobs' times ago.
      await open(page, '/businesses?search=Tidewater');
      await page.getByRole('listitem').filter({ hasText: 'Tidewater' }).getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, lang, SEEDED);
      await page.keyboard.press('Escape');
    });

    test(`a job alert's screen shows no English and names its buttons as they read (${lang})`, async ({
      page,
      newPhone,
    }) => {
      await signInAs(page, newPhone().e164);
      const refreshed = await page.request.post('/api/v1/auth/refresh');
      const token = (await refreshed.json()).data.session.access_token as string;
      const created = await page.request.post('/api/v1/user/job-alerts', {
        headers: { authorization: `Bearer ${token}` },
        data: { name: 'Barra', filters: { role_type: 'bartender' }, frequency: 'daily', channels: ['sms'] },
      });
      expect(created.status()).toBe(201);
      await open(page, '/alerts');
      await expect(page.getByRole('article', { name: 'Barra' })).toBeVisible();
      await expectNoEnglish(page, lang, ['Barra']);
      // Each button's name holds the words it shows (WCAG 2.5.3, axe's label-content-name-mismatch).
      await expectAccessible(page);
    });

    test(`an owner's screens show no English (${lang})`, async ({ page }) => {
      test.slow();
      await signInAs(page, OWNER);
      const business = await idOf(page, `/api/v1/businesses?search=${encodeURIComponent('Tidewater')}`);
      const job = await idOf(page, `/api/v1/businesses/${business}/jobs`);
      for (const path of ['/dashboard', `/jobs/${job}/applications`, '/staff', '/promotions']) {
        await open(page, path);
        await expectNoEnglish(page, lang, SEEDED);
      }
      await open(page, `/business/${business}`);
      await expectNoEnglish(page, lang, SEEDED);
    });
  });
}

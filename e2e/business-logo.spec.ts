import { expectAccessible } from './support/accessibility.ts';
import { loaded, PNG } from './support/images.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// The second admin number of the e2e server (global setup's ADMIN_PHONES).
const ADMIN = '+12075550191';

// A 3×1 PNG: a hero image is wide.
const WIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAABCAIAAACUgoPjAAAADUlEQVR4nGNQaDgAQQASygQhgE2zmgAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates a business, uploads its logo, and sees it on the directory card and the business page', async ({
  page,
}) => {
  const name = `Bayside Bakery ${Date.now().toString(36)}`;
  await signInAs(page, ADMIN);
  await page.goto('/admin?tab=businesses');
  await expect(page.getByRole('heading', { name: 'Business Management' })).toBeVisible();

  await page.getByRole('button', { name: 'New Business' }).click();
  const newForm = page.getByRole('form', { name: 'New business' });
  await expect(
    newForm.getByText('Please select or create the business first before uploading images.').first(),
  ).toBeVisible();
  await newForm.getByLabel('Name', { exact: true }).fill(name);
  await newForm.getByLabel('Type').selectOption('cafe');
  await newForm.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectAccessible(page);

  // A common laptop window: the edit form with both images must fit it.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Edit Business' }).click();
  const form = page.getByRole('form', { name: 'Edit business' });
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const current = form.getByRole('img', { name: 'Current logo' });
  await expect(current).toHaveAttribute('src', /^\/uploads\/business-images\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => loaded(current)).toBe(true);
  await form
    .getByLabel('Hero image')
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: WIDE_PNG });
  const hero = form.getByRole('img', { name: 'Current hero image' });
  await expect.poll(() => loaded(hero)).toBe(true);
  await expectNoSideScroll(page);

  // The page restores the session as it loads; leaving before that finishes would drop the
  // refreshed sign-in the server has already rotated.
  await page.goto(`/businesses?search=${encodeURIComponent(name)}`);
  const cardLogo = page.getByRole('img', { name: `${name} logo` });
  await expect(cardLogo).toBeVisible();
  await expect.poll(() => loaded(cardLogo)).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();

  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}$/);
  const pageLogo = page.getByRole('img', { name: `${name} logo` });
  await expect(pageLogo).toBeVisible();
  await expect.poll(() => loaded(pageLogo)).toBe(true);
});

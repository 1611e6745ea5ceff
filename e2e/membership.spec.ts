import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { loaded, PNG } from './support/images.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Seeded owners no other spec signs in, one per project so the two runs do not share a roster.
const OWNERS = {
  desktop: { phone: '+12075550109', business: 'Bayside Bread' },
  phone: { phone: '+12075550111', business: 'East End Noodle' },
} as const;

const cardCode = (page: Page) => page.getByTestId('card-code');
const currentStep = () => Math.floor(Date.now() / 30_000);

test('an owner uploads three staff, one gets a card that a partner verifies, works offline and ends on removal @desktop', async ({
  page,
  browser,
  newPhone,
}) => {
  // Three browsers and an offline reload: several times the usual limit.
  test.slow();
  const owner = OWNERS[test.info().project.name as keyof typeof OWNERS];
  const staff = [newPhone(), newPhone(), newPhone()];
  const suffix = staff[0]!.e164.slice(-4);
  const names = [`Avery Card${suffix}`, `Blake Card${suffix}`, `Casey Card${suffix}`];

  // The owner uploads a CSV with a header row and checks the preview before saving.
  await signInAs(page, owner.phone);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff list' })).toBeVisible();
  const csv = [
    'name,phone,role title',
    ...staff.map((phone, i) => `${names[i]},${phone.display},Server`),
  ].join('\n');
  await page
    .getByLabel('Upload a CSV file')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel('Or paste rows')).toHaveValue(csv);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 valid, 0 duplicate, 0 invalid. Only valid rows are added.')).toBeVisible();
  // Each row's status is on screen, not in a column scrolled out of sight.
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add 3 people' }).click();
  await expect(page.getByText('Added 3 people to the staff list')).toBeVisible();
  await page.getByLabel('Search staff').fill(`Card${suffix}`);
  for (const name of names) await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  // Everyone's Edit and Remove are on screen.
  await expectNoSideScroll(page);

  // The first of them signs in on their own phone and opens the card.
  const memberContext = await anotherBrowser(browser);
  const member = await memberContext.newPage();
  await signInAs(member, staff[0]!.e164);
  await member.goto('/card');
  await expect(member.getByText('Active Member')).toBeVisible();
  await expect(member.getByText(owner.business)).toBeVisible();
  await expect(member.getByTestId('card-qr')).toBeVisible();
  await expect(cardCode(member)).toHaveText(/^[0-9A-Z]{10}-\d{8}$/);
  // The service worker has stored the card page and its files.
  await expect(member.locator('[data-offline-ready="true"]')).toBeVisible({ timeout: 15_000 });
  // They add their photo from the card, for partners to see beside their name.
  await member
    .getByLabel('Add your photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const memberPhoto = member.getByRole('img', { name: names[0] });
  await expect(memberPhoto).toHaveAttribute('src', /^\/uploads\/member-photos\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => loaded(memberPhoto)).toBe(true);
  await expect(member.getByLabel('Change your photo')).toBeVisible();
  await expectNoSideScroll(member);
  await expectAccessible(member);

  // A partner's phone opens the link in the QR code.
  const token = (await cardCode(member).textContent()) ?? '';
  const partnerContext = await anotherBrowser(browser);
  const partner = await partnerContext.newPage();
  await partner.goto(`/verify/${token}`);
  await expect(partner.getByTestId('verdict')).toHaveAttribute('data-valid', 'true');
  await expect(partner.getByText('Valid', { exact: true })).toBeVisible();
  await expect(partner.getByText(owner.business)).toBeVisible();
  // Their photo beside their first name: the person holding the phone is the member.
  const checkedPhoto = partner.getByRole('img', { name: 'Avery' });
  await expect(checkedPhoto).toHaveAttribute('src', (await memberPhoto.getAttribute('src')) ?? '');
  await expect.poll(() => loaded(checkedPhoto)).toBe(true);
  await expectAccessible(partner);

  // The owner, signed in, opens the same link and records the visit at their business.
  await page.goto(`/verify/${token}`);
  await expect(page.getByTestId('verdict')).toHaveAttribute('data-valid', 'true');
  await page.getByLabel('Notes (optional)').fill('Staff meal');
  await page.getByRole('button', { name: `Record visit at ${owner.business}` }).click();
  await expect(page.getByText(/^Visit recorded for Avery at /)).toBeVisible();

  // No network: the installed card still opens and shows the current code.
  await memberContext.setOffline(true);
  await member.reload();
  await expect(member.getByText('Active Member')).toBeVisible();
  await expect(member.getByTestId('card-confirmed')).toContainText('Last confirmed online');
  // The photo was stored with the card.
  await expect.poll(() => loaded(member.getByRole('img', { name: names[0] }))).toBe(true);
  await expect
    .poll(async () => Number(await member.getByTestId('card-qr').getAttribute('data-step')))
    .toBeGreaterThanOrEqual(currentStep());
  await memberContext.setOffline(false);

  // The owner removes them: the card says the membership ended, and the code is refused.
  await page.goto('/staff');
  await page.getByLabel('Search staff').fill(names[0]!);
  await page.getByRole('button', { name: `Remove ${names[0]}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${names[0]} removed; their membership here has ended`)).toBeVisible();
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Membership ended' })).toBeVisible();
  const again = await partnerContext.newPage();
  await again.goto(`/verify/${token}`);
  await expect(again.getByTestId('verdict')).toHaveAttribute('data-valid', 'false');
  await expect(again.getByText('Not valid', { exact: true })).toBeVisible();

  await memberContext.close();
  await partnerContext.close();
});

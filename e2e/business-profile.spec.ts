import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

/** A new owner's business, made on the setup form, with its profile editor open. */
async function openNewBusinessProfile(page: Page, phone: string, fill: () => Promise<void>) {
  await signInAs(page, phone);
  await page.goto('/setup');
  await fill();
  await page.getByRole('button', { name: 'Create business' }).click();
  await page.getByRole('link', { name: 'Add your opening hours, description and links' }).click();
  await expect(page).toHaveURL(/\/business\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
}

// Decision 068: an owner edits their business's public profile and sees it on the business page.

test('an owner writes a description and opening hours and sees them on their business page @desktop', async ({
  page,
  owner,
}) => {
  test.slow();
  const businessName = `Harbor Fish Bar ${owner.e164.slice(-4)}`;
  const description = 'Fried clams and cold beer at the end of the pier.';
  await openNewBusinessProfile(page, owner.e164, async () => {
    await page.getByLabel('Name', { exact: true }).fill(businessName);
    await page.getByLabel('Type').selectOption('bar');
    await page.getByLabel('Address').fill('2 Portland Pier, Portland, ME 04101');
  });
  await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Show opening hours on the business page').check();
  await page.getByLabel('Monday Closed').check();
  for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await page.getByLabel(`${day} Opens`).fill('11:30');
    await page.getByLabel(`${day} Closes`).fill(day === 'Friday' || day === 'Saturday' ? '01:00' : '21:00');
  }
  await page.getByLabel('Tip out').fill('3% of sales to the kitchen');
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Business profile saved')).toBeVisible();

  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About' })).toContainText(description);
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('Closed');
  await expect(hours.getByRole('row', { name: /Friday/ })).toContainText('11:30 AM – 1:00 AM');
  await expect(hours.getByTestId('open-now')).toHaveText(/^(Open|Closed) now$/);
  await expect(page.getByRole('region', { name: 'Culture & Signals' })).toContainText(
    '3% of sales to the kitchen',
  );
  // The owner's own page offers the way back to the editor.
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);
});

// Issue 46: a refused save at the bottom of a long form on a phone moves to the first problem and
// says how many there are beside the button, instead of doing nothing visible.
test('a refused profile save on a phone scrolls to the first problem and counts them by the button', async ({
  page,
  owner,
}) => {
  test.slow();
  await openNewBusinessProfile(page, owner.e164, () =>
    page.getByLabel('Name', { exact: true }).fill(`Tide Line Cafe ${owner.e164.slice(-4)}`),
  );

  await page.getByLabel('Show opening hours on the business page').check();
  // Tuesday opens but never closes: one problem. The other days stay blank, which means closed.
  await page.getByLabel('Tuesday Opens').fill('11:30');
  const save = page.getByRole('button', { name: 'Save profile' });
  await save.scrollIntoViewIfNeeded();
  await save.click();

  const closes = page.getByLabel('Tuesday Closes');
  await expect(closes).toBeFocused();
  await expect(closes).toBeInViewport();
  await expect(closes).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '1 field needs fixing' })).toBeAttached();
  await expect(page.getByText('Business profile saved')).toHaveCount(0);

  // Fixed, it saves; the blank days were taken as closed, not refused.
  await closes.fill('21:00');
  await save.click();
  await expect(page.getByText('Business profile saved')).toBeVisible();
  await expectNoSideScroll(page);
});

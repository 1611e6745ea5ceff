import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { expect, signInAs, test } from './support/test.ts';

/** Fills the Add/Edit form's fields that are given. */
async function fillExperience(
  page: Page,
  values: { company?: string; position?: string; start?: string; end?: string; current?: boolean },
) {
  const form = page.getByRole('form', { name: /work experience/ });
  if (values.company !== undefined)
    await form.getByLabel('Company name', { exact: true }).fill(values.company);
  if (values.position !== undefined)
    await form.getByLabel('Position title', { exact: true }).fill(values.position);
  if (values.start !== undefined) await form.getByLabel('Start date', { exact: true }).fill(values.start);
  if (values.end !== undefined) await form.getByLabel('End date').fill(values.end);
  if (values.current) await form.getByLabel('I currently work here').check();
}

test('a member keeps a work history on their profile, and another member sees it read-only @phone', async ({
  page,
  browser,
  newPhone,
}) => {
  // One journey through every state of the profile, in two browsers: three times the usual limit.
  test.slow();
  const owner = newPhone();
  const { id: ownerId } = await signInAs(page, owner.e164);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'User' })).toBeVisible();
  // The header, not the account menu, shows the phone: scoped to the page's main content.
  // The header shows it, and the pending membership's 'Your number' line too.
  await expect(page.getByRole('main').getByText(owner.display).first()).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByText('No work experience added yet')).toBeVisible();
  await expectAccessible(page);

  // Own name and e-mail, so the header (and the dashboard's greeting) stop showing the phone.
  await page.getByRole('button', { name: 'Edit details' }).click();
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeVisible();

  // A past job, with the live preview following the form.
  await page.getByRole('button', { name: 'Add Your First Job' }).click();
  await expect(page.getByText('Add Work Experience')).toBeVisible();
  await fillExperience(page, { company: 'Salt Pier Kitchen', position: 'Line Cook', start: '2021-03-01' });
  await fillExperience(page, { end: '2020-01-01' });
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await expect(page.getByText('End date must be after start date').first()).toBeVisible();
  await fillExperience(page, { end: '2023-03-01' });
  await page.getByLabel('Description').fill('Sauté station on weekends.');
  await expect(page.getByText('26/1000 characters')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' }).getByText('Line Cook')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await expect(page.getByText('Added your experience at Salt Pier Kitchen')).toBeVisible();

  // A current job: ticking it clears and disables the end date.
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await fillExperience(page, {
    company: 'Harbor Oyster Bar',
    position: 'Bartender',
    start: '2023-04-01',
    end: '2024-01-01',
  });
  await fillExperience(page, { current: true });
  await expect(page.getByLabel('End date')).toBeDisabled();
  await expect(page.getByLabel('End date')).toHaveValue('');
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await expect(page.getByText('Added your experience at Harbor Oyster Bar')).toBeVisible();

  const history = page.getByRole('list', { name: 'Work history' });
  await expect(history.getByRole('article')).toHaveCount(2);
  await expect(history.getByRole('article').first()).toContainText('Current');
  const stats = page.getByRole('definition');
  await expect(stats.filter({ hasText: /^2$/ })).toBeVisible();
  await expect(page.getByLabel('Work experience stats')).toContainText('Bartender');
  await expect(page.getByLabel('Work experience stats')).toContainText('Harbor Oyster Bar');
  await expectAccessible(page);

  // Edit the past job.
  await page.getByRole('button', { name: 'Actions for Line Cook at Salt Pier Kitchen' }).click();
  // On a phone the last toast can sit over the menu: choose with the keyboard, as a menu allows.
  await page.getByRole('menuitem', { name: 'Edit' }).press('Enter');
  await expect(page.getByText('Edit Work Experience')).toBeVisible();
  await fillExperience(page, { position: 'Sous Chef' });
  await page.getByRole('button', { name: 'Update Experience' }).click();
  await expect(page.getByText('Updated your experience at Salt Pier Kitchen')).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Sous Chef' })).toBeVisible();

  // Cancel with unsaved changes asks first; keeping on editing keeps the form.
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await fillExperience(page, { company: 'Never Saved Cafe' });
  await page.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog');
  await expect(discard).toContainText('You have unsaved changes. Are you sure you want to cancel?');
  await expectAccessible(page);
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('Add Work Experience')).toBeHidden();
  await expect(history.getByRole('article')).toHaveCount(2);

  // Delete one after the question.
  await page.getByRole('button', { name: 'Actions for Bartender at Harbor Oyster Bar' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(
    'Are you sure you want to delete your experience at Harbor Oyster Bar?',
  );
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Work experience has been removed')).toBeVisible();
  await expect(history.getByRole('article')).toHaveCount(1);

  // Another member opens the profile: the owner's header, no phone, no edit controls.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, newPhone().e164);
  await other.goto(`/profile/${ownerId}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeVisible();
  await expect(other.getByText('Professional background')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Sous Chef' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(other.getByRole('main').getByText(owner.display)).toHaveCount(0);
  await expect(other.getByRole('button', { name: /Add Experience|Edit details|Actions for/ })).toHaveCount(0);
  await expectAccessible(other);
  await otherContext.close();
});

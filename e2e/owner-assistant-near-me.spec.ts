import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { KNOWN_PLACES } from './support/fake-geocoder.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// The demo admin of the seeded data (ADMIN_PHONES' default).
const ADMIN = '+12075550100';

const place = () => KNOWN_PLACES[test.info().project.name as keyof typeof KNOWN_PLACES];

// The browser stands on the point the fake geocoder gives this project's address.
test.beforeEach(async ({ context }) => {
  const { latitude, longitude } = place();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude, longitude });
});

test("an owner describes the bar to the assistant, which fills the setup form; once approved and geocoded, its promotion is first on /perks 'Near me' @desktop @phone", async ({
  page,
  browser,
  owner,
}) => {
  // Two people, a chat, three forms and a geocoding job on the queue: several times the usual limit.
  test.slow();
  const suffix = owner.e164.slice(-4);
  const businessName = `The Dockside Tap ${suffix}`;
  const perkTitle = `Dockside industry night ${suffix}`;
  const { address } = place();

  await signInAs(page, owner.e164);
  await page.goto('/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your business' })).toBeVisible();

  // The owner talks to the assistant in their own words, by keyboard.
  await page.getByRole('button', { name: 'Describe my business' }).click();
  const box = page.getByLabel('Message');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log).toContainText('name of your business');
  await box.fill('Hi, I own a bar called The Dockside Tap on the Portland waterfront');
  await box.press('Enter');
  await expect(log).toContainText('address of The Dockside Tap');
  await box.fill(address);
  await box.press('Enter');
  await expect(log).toContainText(/phone/i);
  await box.fill('Phone is (207) 555-0188 and email is hello@docksidetap.com');
  await box.press('Enter');
  await expect(log).toContainText('Phone is (207) 555-0188');
  await expectAccessible(page);
  await expectNoSideScroll(page);

  // What it understood fills the form, where the owner checks and corrects it.
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(page.getByText(/Filled in \d fields from your conversation/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Create New Business' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('The Dockside Tap');
  await expect(form.getByLabel('Type')).toHaveValue('bar');
  await expect(form.getByLabel('Address')).toHaveValue(address);
  await expect(form.getByLabel('Phone')).toHaveValue('+12075550188');
  await expect(form.getByLabel('E-mail')).toHaveValue('hello@docksidetap.com');
  await form.getByLabel('Name', { exact: true }).fill(businessName);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByTestId('review-notice')).toContainText('An administrator checks every new business');

  // An admin approves it.
  const adminContext = await anotherBrowser(browser);
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/admin?tab=businesses');
  const list = admin.getByRole('list', { name: 'Businesses' });
  await list.getByRole('button', { name: new RegExp(businessName) }).click();
  await admin.getByRole('button', { name: 'Edit Business' }).click();
  const edit = admin.getByRole('form', { name: 'Edit business' });
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(/Off the public directory/)).toBeHidden();
  await adminContext.close();

  // The owner runs a promotion.
  await page.goto('/promotions');
  await page.getByRole('textbox', { name: 'Title' }).fill(perkTitle);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Half-price wings for industry staff after 10pm.');
  await page.getByRole('spinbutton', { name: 'Discount value' }).fill('50');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Your promotions' })
      .getByRole('listitem')
      .filter({ hasText: perkTitle }),
  ).toContainText('Running');

  // 'Near me' puts it first, a stone's throw away, once the geocoder has pinned the business (the
  // job runs on the queue a moment after the save).
  await expect(async () => {
    await page.goto('/perks');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByText('Nearest first. Your location stays on this device.')).toBeVisible();
    const first = page.getByRole('list', { name: 'Perks' }).getByRole('article').first();
    await expect(first).toHaveAccessibleName(perkTitle, { timeout: 1000 });
    await expect(first).toContainText(businessName);
    await expect(first).toContainText('0.0 mi');
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
  await expectNoSideScroll(page);
});

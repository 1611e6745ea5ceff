import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { addShift } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { codeSentTo, expect, signInAs, test } from './support/test.ts';

// The demo admin of the seeded data (ADMIN_PHONES' default).
const ADMIN = '+12075550100';

test('a new owner signs in from Sign Up Your Business, sets up a bar, adds three staff and drafts a job that goes live on approval @phone', async ({
  page,
  browser,
  newPhone,
  owner,
}) => {
  // Two people, a sign-in by text and four screens of forms: several times the usual limit.
  test.slow();
  const staff = [newPhone(), newPhone(), newPhone()];
  const suffix = owner.e164.slice(-4);
  const businessName = `Dockside Tap ${suffix}`;
  const jobTitle = `Barback ${suffix}`;

  // From the product page's 'Sign Up Your Business' to the sign-up section, and on to the setup.
  await page.goto('/product');
  await page.getByRole('link', { name: 'Sign Up Your Business' }).first().click();
  await expect(page).toHaveURL(/\/#cta-section$/);
  await page.getByRole('link', { name: 'Set up your business' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Phone number').fill(owner.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeSentTo(owner.e164));
  await page.getByRole('button', { name: 'Verify code' }).click();
  // Someone new is asked for a name first.
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('First name').press('Enter');

  // Back where they were going: the setup form.
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your business' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await page.getByLabel('Name', { exact: true }).fill(businessName);
  await page.getByLabel('Type').selectOption('bar');
  await page.getByLabel('Address').fill('1 Commercial St, Portland, ME 04101');
  await page.getByLabel('Phone').fill('(207) 555-0188');
  await page.getByRole('button', { name: 'Create business' }).click();

  // What happens next, and the steps left.
  const notice = page.getByTestId('review-notice');
  await expect(notice).toContainText('An administrator checks every new business');
  await expect(page.getByTestId('setup-step-business')).toContainText('Done');
  await expect(page.getByTestId('setup-step-staff')).toContainText('To do');
  await expectAccessible(page);
  await expectNoSideScroll(page);

  // Three staff, pasted.
  await page.getByRole('link', { name: 'Add staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff list' })).toBeVisible();
  await expect(page.getByTestId('waiting-for-review')).toBeVisible();
  const rows = staff.map(
    (phone, i) => `${['Avery', 'Blake', 'Casey'][i]} Tap${suffix},${phone.display},Bartender`,
  );
  await page.getByLabel('Or paste rows').fill(['name,phone,role title', ...rows].join('\n'));
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 valid, 0 duplicate, 0 invalid. Only valid rows are added.')).toBeVisible();
  await page.getByRole('button', { name: 'Add 3 people' }).click();
  await expect(page.getByText('Added 3 people to the staff list')).toBeVisible();
  await expectAccessible(page);

  // The dashboard shows the steps; the job is a draft while the business waits.
  await page.goto('/dashboard');
  const setup = page.getByTestId('business-setup');
  await expect(setup.getByTestId('setup-step-staff')).toContainText('Done');
  await expect(page.getByText(/starts the moment an administrator approves it/)).toBeVisible();
  await expectAccessible(page);
  await setup.getByRole('link', { name: 'Draft a job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await page.getByLabel('Job title').fill(jobTitle);
  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: new RegExp(businessName) }).click();
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue(businessName);
  await addShift(page, ['Friday', 'Saturday'], '16:00', '23:00');
  await page.getByLabel('Why work here?').fill('Harbour views, a **free** shift meal and tips paid nightly.');
  await page.getByLabel('Contact email').fill('jobs@docksidetap.example');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job Posted Successfully!')).toBeVisible();
  await expect(page.getByText(/waiting for review and is not visible to workers yet/)).toBeVisible();

  // An admin finds the new business at the top of the Businesses tab and approves it.
  const adminContext = await anotherBrowser(browser);
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/admin?tab=businesses');
  const list = admin.getByRole('list', { name: 'Businesses' });
  await expect(list.getByRole('button').first()).toContainText(businessName);
  await list.getByRole('button', { name: new RegExp(businessName) }).click();
  await admin.getByRole('button', { name: 'Edit Business' }).click();
  const form = admin.getByRole('form', { name: 'Edit business' });
  await form.getByLabel('Status').selectOption('active');
  await expectAccessible(admin);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(admin.getByText(/Off the public directory/)).toBeHidden();
  await adminContext.close();

  // The draft is on the public board, and the owner is a member of their own business.
  await page.goto(`/jobs?title_search=${encodeURIComponent(jobTitle)}`);
  await expect(page.getByRole('link', { name: jobTitle })).toBeVisible();
  await page.goto('/card');
  await expect(page.getByText('Active Member')).toBeVisible();
  await expect(page.getByText(businessName).first()).toBeVisible();
  await expectAccessible(page);
});

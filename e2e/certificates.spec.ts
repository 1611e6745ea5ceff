import { addDays, portlandDay } from '@perks/contract';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { addShift } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Decision 097: a job that requires a certificate, a worker whose certificate of that kind has
// expired, and the applicant card that says so with the expiry date. Everyone is made here.

// The demo admin of the seeded data (ADMIN_PHONES' default), who approves the new business.
const ADMIN = '+12075550100';

test('an owner requires ServSafe Alcohol; a worker with an expired one applies; the card says held but expired @phone', async ({
  page,
  browser,
  owner,
  newPhone,
}) => {
  // Three people, a business approved and a job posted: a long journey on a shared machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = Date.now().toString(36);
  const businessName = `Fore Street Taproom ${suffix}`;
  const title = `Bartender ${suffix}`;

  // The owner sets up a business, and the admin approves it.
  await signInAs(page, owner.e164);
  await page.goto('/setup');
  await page.getByLabel('Name', { exact: true }).fill(businessName);
  await page.getByLabel('Type').selectOption('bar');
  await page.getByLabel('Address').fill('1 Fore St, Portland, ME 04101');
  await page.getByLabel('Phone').fill('(207) 555-0189');
  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByTestId('review-notice')).toBeVisible();

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

  // The owner posts a job that requires ServSafe Alcohol.
  await page.goto('/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: new RegExp(businessName) }).click();
  await addShift(page, ['Friday', 'Saturday'], '16:00', '23:00');
  await page.getByLabel('Why work here?').fill('A calm crew, a **free** shift meal and tips paid nightly.');
  await page.getByLabel('Contact email').fill('jobs@example.com');
  await page.getByRole('checkbox', { name: 'ServSafe Alcohol' }).check();
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobId = page.url().match(/\/jobs\/([0-9a-f-]{36})$/)![1]!;
  await expect(page.getByRole('region', { name: 'Required certificates' })).toContainText(
    'ServSafe Alcohol required',
  );

  // Without JavaScript, on a phone: /jobs filtered by the certificate lists the job, and its page,
  // rendered by the server, names the certificate.
  const { userAgent, isMobile, hasTouch } = test.info().project.use;
  const plain = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    ...(userAgent ? { userAgent } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    javaScriptEnabled: false,
  });
  const visitor = await plain.newPage();
  await visitor.goto('/jobs');
  const filters = visitor.getByRole('form', { name: 'Job filters' });
  const fold = filters.locator('summary').first();
  if (await fold.isVisible()) await fold.click();
  await filters.locator('summary', { hasText: 'Required certificates' }).click();
  await filters.getByRole('checkbox', { name: 'ServSafe Alcohol' }).check();
  await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(visitor).toHaveURL(/[?&]certificates=servsafe_alcohol/);
  const cards = visitor.locator('main article');
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  // Only jobs that require it: the seeded board has none, so every card is a job posted with it.
  const listed = await cards.locator('h2').allTextContents();
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.every((name) => /^Bartender [0-9a-z]+$/.test(name.trim()))).toBe(true);
  await cards.filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('region', { name: 'Required certificates' })).toContainText(
    'ServSafe Alcohol required',
  );
  await expectNoSideScroll(visitor);
  await plain.close();

  // A worker, on their phone, names themselves and adds a ServSafe Alcohol that expired last month.
  const workerContext = await anotherBrowser(browser);
  const worker = await workerContext.newPage();
  await worker.setViewportSize({ width: 390, height: 844 });
  await signInAs(worker, newPhone().e164);
  await worker.goto('/profile');
  await worker.getByRole('button', { name: 'Edit details' }).click();
  const details = worker.getByRole('form', { name: 'Edit your details' });
  await details.getByLabel('First name').fill('Rosa');
  await details.getByLabel('Last name').fill(`Alves ${suffix}`);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(worker.getByText('Profile updated')).toBeVisible();

  const expired = addDays(portlandDay(new Date()), -30);
  const expiredWords = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${expired}T00:00:00Z`),
  );
  const certificates = worker.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByText(/No certificates yet/)).toBeVisible();
  await certificates.getByRole('button', { name: 'Add certificate' }).click();
  const form = worker.getByRole('form', { name: 'Add certificate' });
  await form.getByLabel('Certificate', { exact: true }).selectOption('servsafe_alcohol');
  await form.getByLabel('Certificate number').fill('SA-2291');
  await form.getByLabel('Issued by').fill('ServSafe');
  await form.getByLabel('Expiry date').fill(expired);
  await form.getByRole('button', { name: 'Save certificate' }).click();
  const item = certificates.getByRole('listitem').filter({ hasText: 'ServSafe Alcohol' });
  await expect(item.getByText(`Expired ${expiredWords}`)).toBeVisible();
  await expectNoSideScroll(worker);
  await expectAccessible(worker);

  // The worker applies.
  await worker.goto(`/jobs/${jobId}`);
  await expect(worker.getByText('ServSafe Alcohol required')).toBeVisible();
  await worker.getByRole('button', { name: 'Apply', exact: true }).click();
  await worker
    .getByRole('form', { name: `Apply for ${title}` })
    .getByRole('button', { name: 'Send application' })
    .click();
  await expect(worker.getByText(/^Applied less than a minute ago$/)).toBeVisible();
  await workerContext.close();

  // The owner's applicant card: ServSafe Alcohol held, but expired, with the date.
  await page.goto(`/jobs/${jobId}/applications`);
  const card = page.getByRole('article', { name: `Rosa Alves ${suffix}` });
  const required = card.getByRole('region', { name: 'Required certificates' });
  await expect(required).toContainText('ServSafe Alcohol');
  await expect(required.getByText('Held, expired')).toBeVisible();
  await expect(required).toContainText(`Expired ${expiredWords}`);
  await expect(required).toContainText('SA-2291');
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

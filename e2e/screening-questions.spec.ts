import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { addShift } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Decision 095: screening questions on a job, answered on a phone, and the answers the job needs.

// The demo admin of the seeded data (ADMIN_PHONES' default), who approves the new business.
const ADMIN = '+12075550100';

test('an owner adds two questions, a worker answers one otherwise and applies, the owner sees it and filters', async ({
  page,
  browser,
  owner,
  newPhone,
}) => {
  // An owner, an admin and a worker in three browsers, each screen checked for accessibility.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = owner.e164.slice(-4);
  const businessName = `Tideline Oysters ${suffix}`;
  const title = `Oyster Shucker ${Date.now().toString(36)}`;

  // A new owner sets up a business; the admin approves it so its jobs go live.
  await signInAs(page, owner.e164);
  await page.goto('/setup');
  await page.getByLabel('Name', { exact: true }).fill(businessName);
  await page.getByLabel('Type').selectOption('bar');
  await page.getByLabel('Address').fill('5 Portland Pier, Portland, ME 04101');
  await page.getByRole('button', { name: 'Create business' }).click();
  await expect(page.getByTestId('review-notice')).toBeVisible();
  const adminContext = await anotherBrowser(browser);
  const admin = await adminContext.newPage();
  await signInAs(admin, ADMIN);
  await admin.goto('/admin?tab=businesses');
  await admin
    .getByRole('list', { name: 'Businesses' })
    .getByRole('button', { name: new RegExp(businessName) })
    .click();
  await admin.getByRole('button', { name: 'Edit Business' }).click();
  const businessForm = admin.getByRole('form', { name: 'Edit business' });
  await businessForm.getByLabel('Status').selectOption('active');
  const activated = admin.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/v1\/admin\/businesses\//.test(response.url()),
  );
  await businessForm.getByRole('button', { name: 'Save changes' }).click();
  expect((await activated).status()).toBe(200);
  await adminContext.close();

  // The owner posts a job, then adds two questions on its edit page: one from a template, one written.
  await page.goto('/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: new RegExp(businessName) }).click();
  await addShift(page, ['Saturday', 'Sunday'], '10:00', '18:00');
  await page
    .getByLabel('Why work here?')
    .fill('Fresh oysters off the boat and a crew that looks out for you.');
  await page.getByLabel('Contact email').fill('jobs@tideline.example');
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/v1\/jobs$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Post Job' }).click();
  const created = await posted;
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string; status: string } };
  // The business is live, so the job is too.
  expect(data.status).toBe('approved');
  const jobId = data.id;
  await expect(page).toHaveURL(/\/jobs$/, { timeout: 20_000 });

  await page.goto(`/jobs/${jobId}/edit`);
  const editor = page.getByRole('form', { name: 'Screening questions' });
  await editor.getByLabel('Add a common question').selectOption({ label: 'Are you 18 or older?' });
  await editor.getByRole('button', { name: 'Write a question' }).click();
  const second = editor.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Question', { exact: true }).fill('Can you lift 50 pounds?');
  await second.getByLabel('Answer the job needs').selectOption('yes');
  await expect(
    editor.getByRole('group', { name: 'Question 1' }).getByLabel('Answer the job needs'),
  ).toHaveValue('yes');
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Screening questions saved')).toBeVisible();

  // A new worker with a name applies on their phone, answering the second question 'No'.
  const workerContext = await anotherBrowser(browser);
  const worker = await workerContext.newPage();
  await worker.setViewportSize({ width: 390, height: 844 });
  const workerPhone = newPhone();
  await signInAs(worker, workerPhone.e164);
  await worker.goto('/profile');
  await worker.getByRole('button', { name: 'Edit details' }).click();
  await worker.getByLabel('First name').fill('Casey');
  await worker.getByLabel('Last name').fill(`Shore ${suffix}`);
  await worker.getByRole('button', { name: 'Save details' }).click();
  await expect(worker.getByRole('heading', { level: 1, name: `Casey Shore ${suffix}` })).toBeVisible();

  await worker.goto(`/jobs/${jobId}`);
  await worker.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = worker.getByRole('form', { name: `Apply for ${title}` });
  const adult = form.getByRole('group', { name: 'Are you 18 or older?' });
  const lift = form.getByRole('group', { name: 'Can you lift 50 pounds?' });
  await expect(adult).toBeVisible();
  // Both are required: sending without answers names them.
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(adult.getByText('Answer this question')).toBeVisible();
  await expect(lift.getByText('Answer this question')).toBeVisible();
  await adult.getByRole('radio', { name: 'Yes' }).check();
  await lift.getByRole('radio', { name: 'No' }).check();
  await expectNoSideScroll(worker);
  await expectAccessible(worker);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(worker.getByText(/^Applied less than a minute ago$/)).toBeVisible();

  // The worker's own list shows the questions as asked, with the answers.
  await worker.goto('/applications');
  const mine = worker.getByRole('article', { name: `${title} at ${businessName}` });
  const answers = mine.getByRole('definition');
  await expect(answers).toHaveText(['Yes', 'No']);
  await workerContext.close();

  // The owner sees "Doesn't meet" on the card; the 'Meets all' filter hides the applicant.
  await page.goto(`/jobs/${jobId}/applications`);
  const card = page.getByRole('article', { name: `Casey Shore ${suffix}` });
  await expect(card.getByText("Doesn't meet: Can you lift 50 pounds?")).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Meets all' }).check();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No applicant meets all the screening answers.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Meets all' }).uncheck();
  await expect(card).toBeVisible();
});

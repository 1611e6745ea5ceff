import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { postJob } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { inQuietHours } from './support/quiet-hours.ts';
import { codeSentTo, expect, signInAs, test, textsSentTo } from './support/test.ts';

// Seeded owners and workers no other spec signs in, one pair per project so the two runs keep
// their own jobs and applications apart.
const PEOPLE = {
  desktop: {
    owner: '+12075550115',
    business: 'Wharf Street Cocktail Club',
    worker: '+12075550124',
    name: 'Eli Robinson',
  },
  phone: {
    owner: '+12075550116',
    business: 'Back Cove Pizza Co.',
    worker: '+12075550125',
    name: 'Zoe Martin',
  },
} as const;

test('a worker applies from a job page, the owner moves them to Interview, the worker sees it @phone', async ({
  page,
  browser,
}) => {
  // Two people in two browsers.
  test.slow();
  const people = PEOPLE[test.info().project.name as keyof typeof PEOPLE];
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Pizza Runner ${Date.now().toString(36)}`;

  await signInAs(page, people.owner);
  const jobId = await postJob(page, {
    title,
    business: people.business,
    days: ['Friday', 'Saturday'],
    start: '16:00',
    end: '23:00',
    pitch: 'A busy, friendly kitchen and a **free** slice every shift.',
  });

  // The worker opens the job on their phone: 'Apply' beside 'Apply by e-mail'.
  const workerContext = await anotherBrowser(browser);
  const worker = await workerContext.newPage();
  await worker.setViewportSize({ width: 390, height: 844 });
  await signInAs(worker, people.worker);
  await worker.goto(`/jobs/${jobId}`);
  await expect(worker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(worker.getByRole('link', { name: 'Apply by e-mail' })).toHaveAttribute('href', /^mailto:/);
  await expectNoSideScroll(worker);
  await expectAccessible(worker);

  // Three taps: Apply, texts about it, Send.
  await worker.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = worker.getByRole('form', { name: `Apply for ${title}` });
  await expect(form.getByRole('region', { name: 'Your profile' })).toContainText(people.name);
  await expectNoSideScroll(worker);
  await expectAccessible(worker);
  await form.getByRole('checkbox', { name: 'Text me when my application moves' }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(worker.getByText(/^Applied less than a minute ago$/)).toBeVisible();
  // It stays applied on a reload: the page asks for the worker's application on its own.
  await worker.reload();
  await expect(worker.getByText(/^Applied .* ago$/)).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

  // The owner sees the new application on the dashboard and opens the job's applicants.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: `${title} at ${people.business}: 1 new` })).toBeVisible();
  const panel = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Your Job Postings' }),
  });
  await panel.getByPlaceholder('Search jobs, businesses, or roles...').fill(title);
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await panel.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View Applications (1)' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/applications$`));
  const applicant = page.getByRole('article', { name: people.name });
  await expectNoSideScroll(page);
  await expectAccessible(page);
  const movedFrom = new Date();
  await applicant.getByRole('button', { name: 'Interview', exact: true }).click();
  await expect(
    applicant.getByRole('button', { name: 'Interview', exact: true, pressed: true }),
  ).toBeVisible();
  const movedBy = new Date();
  await expectAccessible(page);

  // The worker opted in, so the move is texted (the queue sends it within seconds), except in
  // Portland's quiet hours, when it waits for 08:00. A move on the stroke of 21:00 or 08:00 proves
  // neither, so it checks nothing.
  const interviewText = expect.stringContaining(`for ${title} at ${people.business} is now 'Interview'`);
  if (!inQuietHours(movedFrom) && !inQuietHours(movedBy)) {
    await expect.poll(() => textsSentTo(people.worker), { timeout: 15_000 }).toContainEqual(interviewText);
  } else if (inQuietHours(movedFrom) && inQuietHours(movedBy)) {
    expect(await textsSentTo(people.worker)).not.toContainEqual(interviewText);
  }

  // The worker sees 'Interview' on /applications.
  await worker.goto('/applications');
  const mine = worker.getByRole('article', { name: `${title} at ${people.business}` });
  await expect(mine.getByText('Interview', { exact: true })).toBeVisible();
  await expectNoSideScroll(worker);
  await expectAccessible(worker);
  await workerContext.close();
});

test("a visitor's Apply signs in first, comes back with the form open and says what the profile lacks", async ({
  page,
  request,
  newPhone,
}) => {
  const phone = newPhone();
  const job = (await (await request.get('/api/v1/jobs?limit=1')).json()).data[0] as { id: string };
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeSentTo(phone.e164);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
  // Sign-in asks a new member for a name; this one skips it.
  await page.getByRole('button', { name: 'Skip for now' }).click();

  // Back on the job with the form open; a new member has no name yet, so it says so and waits.
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}\\?apply=1$`));
  const missing = page.getByRole('alert').filter({ hasText: 'Complete your profile before applying' });
  await expect(missing).toContainText('Add your first name to your profile');
  await expect(page.getByRole('button', { name: 'Send application' })).toBeDisabled();
  await expectAccessible(page);
});

import { portlandWallTime } from '@perks/contract';
import ICAL from 'ical.js';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { postJob } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { inQuietHours } from './support/quiet-hours.ts';
import { expect, replyByText, signInAs, test, textsSentTo } from './support/test.ts';

// A seeded manager of Exchange Street Espresso no other spec signs in, and a worker of the journey's own.
const MANAGER = '+12075550105';
const BUSINESS = 'Exchange Street Espresso';
const WORKER_NAME = 'Nia Okafor';

test('the owner offers three times, the worker picks the second by text, both see it, and the owner marks Attended', async ({
  page,
  browser,
  newPhone,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Barista ${Date.now().toString(36)}`;
  await signInAs(page, MANAGER);
  const jobId = await postJob(page, {
    title,
    business: BUSINESS,
    days: ['Friday'],
    start: '07:00',
    end: '14:00',
    pitch: 'Good coffee, a calm crew and every Sunday off.',
  });
  const workerPhone = newPhone().e164;

  const workerContext = await anotherBrowser(browser);
  const worker = await workerContext.newPage();
  await worker.setViewportSize({ width: 390, height: 844 });
  await signInAs(worker, workerPhone, { name: ['Nia', 'Okafor'] });
  await worker.goto(`/jobs/${jobId}`);
  await worker.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = worker.getByRole('form', { name: `Apply for ${title}` });
  await form.getByRole('checkbox', { name: 'Text me when my application moves' }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(worker.getByText(/^Applied less than a minute ago$/)).toBeVisible();

  // The owner invites from the applicant card: three times four days ahead, at the business.
  await page.goto(`/jobs/${jobId}/applications`);
  const card = page.getByRole('article', { name: WORKER_NAME });
  await card.getByRole('button', { name: 'Invite to interview' }).click();
  const invite = card.getByRole('form', { name: `Invite ${WORKER_NAME} to interview` });
  const day = portlandWallTime(new Date(Date.now() + 4 * 86_400_000)).date;
  const starts = ['10:00', '11:30', '14:00'];
  for (const [index, start] of starts.entries()) {
    if (index > 0) await invite.getByRole('button', { name: 'Add a time' }).click();
    await invite.getByLabel(`Date ${index + 1}`).fill(day);
    await invite.getByLabel(`Start ${index + 1}`).fill(start);
  }
  await invite.getByLabel('With whom').fill('Jonah');
  await invite.getByLabel('Note').fill('Ask for Jonah at the counter.');
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(card.getByText('Waiting for an answer')).toBeVisible();
  await expect(card).toContainText('Interview');

  // The worker's invitation text lists the times by number.
  const quiet = inQuietHours(new Date()) || inQuietHours(new Date(Date.now() + 5 * 60_000));
  if (!quiet) {
    await expect
      .poll(
        async () =>
          (await textsSentTo(workerPhone)).find(
            (text) => text.includes(title) || text.includes('invites you to an interview'),
          ),
        {
          timeout: 20_000,
        },
      )
      .toContain('Reply 2 for');
    // The worker answers "2" by text: the gateway posts the signed reply.
    expect(await replyByText(workerPhone, '2')).toBe(200);
  } else {
    // In quiet hours the invitation text is held until 08:00: the worker answers in the app instead.
    await worker.goto('/applications');
    await worker
      .getByRole('article', { name: `${title} at ${BUSINESS}` })
      .getByRole('button', { name: /11:30/ })
      .click();
  }

  // Both see the confirmed time (the second one) with 'Add to calendar'.
  await worker.goto('/applications');
  const mine = worker.getByRole('article', { name: `${title} at ${BUSINESS}` });
  await expect(mine.getByText('Scheduled')).toBeVisible({ timeout: 30_000 });
  await expect(mine).toContainText('11:30');
  const link = mine.getByRole('link', { name: 'Add to calendar' });
  await expect(link).toBeVisible();
  await expectNoSideScroll(worker);
  await expectAccessible(worker);

  // The calendar file holds the time in America/New_York, as an independent parser reads it.
  const href = (await link.getAttribute('href')) ?? '';
  const file = await (await worker.request.get(href)).text();
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
  expect(event.startDate.toString()).toBe(`${day}T11:30:00`);
  expect(portlandWallTime(event.startDate.toJSDate())).toEqual({ date: day, start: '11:30' });

  await page.reload();
  await expect(card.getByText('Scheduled')).toBeVisible();
  await expect(card).toContainText('11:30');
  await expect(card.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  if (!quiet) {
    await expect
      .poll(async () => (await textsSentTo(workerPhone)).some((text) => text.includes('is confirmed for')))
      .toBe(true);
  }

  // The time has passed (moved an hour back through the test server): the owner marks Attended.
  const interviewId = href.match(/interviews\/([0-9a-f-]{36})\//)![1]!;
  const moved = await fetch(`${process.env.E2E_SESSIONS_URL}/interviews/past`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: interviewId }),
  });
  expect(moved.status).toBe(200);
  await page.reload();
  await card.getByRole('button', { name: 'Attended' }).click();
  await expect(card.getByText('Attended', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Attended' })).toBeDisabled();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await workerContext.close();
});

import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { postJob } from './support/job-form.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { inQuietHours } from './support/quiet-hours.ts';
import { expect, replyByText, signInAs, test, textsSentTo } from './support/test.ts';

// Seeded people no other spec signs in: a manager of Casco Bay Catering & Events and a worker.
const MANAGER = '+12075550118';
const BUSINESS = 'Casco Bay Catering & Events';
const WORKER = '+12075550126';
const WORKER_NAME = 'Andre Baptiste';
// The demo admin of the seeded data (ADMIN_PHONES' first).
const ADMIN = '+12075550100';

test('a worker applies, the manager writes, the worker answers by text and the answer shows in the conversation', async ({
  page,
  browser,
}) => {
  // Texts go out only outside Portland's quiet hours; in them, the journey's text would wait for 08:00.
  test.skip(
    inQuietHours(new Date(Date.now() + 10 * 60_000)) || inQuietHours(new Date()),
    'texts wait for 08:00',
  );
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Event Server ${Date.now().toString(36)}`;
  await signInAs(page, MANAGER);
  const jobId = await postJob(page, {
    title,
    business: BUSINESS,
    days: ['Friday'],
    start: '16:00',
    end: '23:00',
    pitch: 'Big events, a friendly crew and a staff meal every shift.',
  });

  // The worker applies from their phone, with texts about the application.
  const workerContext = await anotherBrowser(browser);
  const worker = await workerContext.newPage();
  await worker.setViewportSize({ width: 390, height: 844 });
  await signInAs(worker, WORKER);
  await worker.goto(`/jobs/${jobId}`);
  await worker.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = worker.getByRole('form', { name: `Apply for ${title}` });
  await form.getByRole('checkbox', { name: 'Text me when my application moves' }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(worker.getByText(/^Applied less than a minute ago$/)).toBeVisible();

  // The manager opens the applicant's conversation from the applicant card and writes.
  await page.goto(`/jobs/${jobId}/applications`);
  const applicant = page.getByRole('article', { name: WORKER_NAME });
  await applicant.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: WORKER_NAME })).toBeVisible();
  await expect(page.getByText('No messages yet. Write the first one below.')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  const written = 'Hi Andre, can you come for a trial on Friday at 4? Menu: https://example.com/menu';
  await page.getByRole('textbox', { name: 'Message' }).fill(written);
  await page.getByRole('button', { name: 'Send' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText(written);
  // The address is words, never a link.
  await expect(messages.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expectAccessible(page);

  // The message reaches the worker by text, ending with how to answer; the manager's number is not in it.
  await expect
    .poll(async () => (await textsSentTo(WORKER)).find((text) => text.includes('trial on Friday')), {
      timeout: 20_000,
    })
    .toContain('Reply to this text to answer');
  const text = (await textsSentTo(WORKER)).find((body) => body.includes('trial on Friday')) ?? '';
  expect(text).toContain(BUSINESS);
  expect(text).not.toContain(MANAGER.slice(2));

  // The worker answers by text: the gateway posts the reply, signed, to the inbound webhook.
  expect(await replyByText(WORKER, 'Yes, Friday at 4 works for me.')).toBe(200);

  // The answer shows in the manager's conversation (the screen reads it again every 15 seconds).
  const answer = messages.getByRole('article', { name: /^Message from Andre/ });
  await expect(answer).toContainText('Yes, Friday at 4 works for me.', { timeout: 30_000 });
  await expect(answer).toContainText('By text');
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // The worker sees the conversation from /applications, and the manager then sees it was read.
  await worker.goto('/applications');
  await worker
    .getByRole('article', { name: `${title} at ${BUSINESS}` })
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(worker.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  await expect(worker.getByRole('list', { name: 'Messages' })).toContainText(written);
  await expectNoSideScroll(worker);
  await expectAccessible(worker);
  await page.reload();
  await expect(messages.getByRole('article', { name: /^Message from Casco/ })).toContainText(/Read/);

  // The worker reports the manager's message; an admin finds it in the admin panel and reads the conversation.
  await worker
    .getByRole('article', { name: /^Message from Casco/ })
    .getByRole('button', { name: 'Report' })
    .click();
  await worker.getByRole('alertdialog').getByRole('button', { name: 'Report' }).click();
  await expect(worker.getByRole('article', { name: /^Message from Casco/ })).toContainText('Reported');
  await workerContext.close();

  const adminContext = await anotherBrowser(browser);
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 390, height: 844 });
  await signInAs(admin, ADMIN);
  await admin.goto('/admin?tab=messages');
  const report = admin
    .getByRole('article', { name: `Message from ${BUSINESS}` })
    .filter({ hasText: 'trial on Friday' });
  await expect(report).toContainText('Reported by the applicant');
  await expectNoSideScroll(admin);
  await expectAccessible(admin);
  await report.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText('Yes, Friday at 4 works for me.');
  await expect(admin.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expectAccessible(admin);
  await adminContext.close();
});

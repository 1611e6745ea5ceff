import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { anotherBrowser } from './support/another-browser.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, mailSentTo, signInAs, test } from './support/test.ts';

// The seeded owner of Salt Pier Kitchen and Tidewater Oyster Bar.
const OWNER = '+12075550101';
// A demo job saving leaves as it is; each run saves it as a person of its own (a fresh number).
const SAVED_TITLE = 'Pitmaster';

/** The first link in the e-mail's text to a path of this site that matches `path`. */
function linkIn(text: string, path: RegExp): string {
  const link = text.match(new RegExp(`https?://[^\\s"'<>]*?${path.source}`))?.[0];
  if (!link) throw new Error(`no link to ${path} in:\n${text}`);
  return new URL(link).pathname;
}

/** The owner posts a job from /post-job, as job-posting.spec.ts does, with the least filled in. */
async function postJob(page: Page, title: string): Promise<void> {
  await signInAs(page, OWNER);
  await page.goto('/post-job');
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('combobox', { name: 'Business' }).click();
  await page.getByRole('option', { name: /Salt Pier Kitchen/ }).click();
  await expect(page.getByLabel('Location')).not.toHaveValue('');
  await page.getByRole('checkbox', { name: 'Friday' }).check();
  await page.getByLabel('Start time').selectOption('16:00');
  await page.getByLabel('End time').selectOption('23:00');
  await page.getByRole('button', { name: 'Add Shift Block' }).click();
  await page.getByLabel('Why work here?').fill('Fresh oysters and a crew that has your back.');
  await page.getByLabel('Contact email').fill('jobs@saltpier.example');
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job Posted Successfully!')).toBeVisible();
}

test('a worker saves a job and a search with instant e-mail alerts, and the alert for a matching new job links to it @phone', async ({
  page,
  browser,
  newPhone,
}) => {
  // Matching runs on the server's job queue, whose sweep for newly live jobs ticks each minute.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const worker = newPhone();
  const address = `worker-${worker.e164.slice(1)}@example.test`;
  // Words only this run's job has, so the search matches it and nothing else.
  const title = `Raw Bar Lead ${test.info().project.name} ${Date.now().toString(36)}`;
  await signInAs(page, worker.e164);

  // Save a job and find it on /saved.
  // The browser's saved jobs are merged into the account's once a page loads, and the answer
  // replaces the browser's list: a heart tapped before it lands is overwritten (saved-jobs'
  // merge-saved-jobs.ts), so the tap waits for it.
  const merged = page.waitForResponse((response) => response.url().endsWith('/user/saved-jobs/merge'));
  await page.goto(`/jobs?title_search=${SAVED_TITLE.toLowerCase()}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await merged;
  await page.getByRole('button', { name: `Save job: ${SAVED_TITLE}` }).click();
  await expect(page.getByRole('button', { name: `Remove from saved: ${SAVED_TITLE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/saved');
  await expect(
    page.getByRole('list', { name: 'Open jobs' }).getByRole('link', { name: SAVED_TITLE }),
  ).toBeVisible();

  // Save the search for the job that is not posted yet, with a pay floor the form's default pay
  // meets, and instant e-mail alerts.
  await page.goto(`/jobs?title_search=${encodeURIComponent(title)}&min_pay=18`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const panel = page.getByRole('region', { name: 'Get alerts for this search' });
  const alertName = `"${title}", Pays $18.00/hr or more`;
  await expect(panel.getByRole('textbox', { name: 'Alert name' })).toHaveValue(alertName);
  await expect(panel.getByRole('textbox', { name: 'Minimum pay (optional)' })).toHaveValue('18');
  await expect(panel.getByRole('radio', { name: 'Instantly, when a matching job is posted' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await panel.getByRole('textbox', { name: 'E-mail address for alerts' }).fill(address);
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Save alert' }).click();
  await expect(panel.getByText('Alert saved.')).toBeVisible();
  await expect(panel.getByText(/Open the link we sent to/)).toContainText(address);

  // The address is confirmed from the link e-mailed to it, without signing in again.
  let confirmation = '';
  await expect
    .poll(async () => {
      const mail = await mailSentTo(address);
      confirmation =
        mail.map((message) => message.text).find((text) => /\/alerts\/confirm\//.test(text)) ?? '';
      return confirmation !== '';
    })
    .toBe(true);
  await page.goto(linkIn(confirmation, /\/alerts\/confirm\/[^\s"'<>]+/));
  await expect(page.getByText(/Confirmed: job alerts will be e-mailed to/)).toContainText(address);
  await page.getByRole('link', { name: 'Manage your alerts' }).click();
  const alert = page.getByRole('article', { name: alertName });
  await expect(alert.getByText('Instantly')).toBeVisible();
  await expect(alert.getByText(`"${title}" · Pays $18.00/hr or more`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Alert e-mail' }).getByText('Confirmed')).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // An owner posts a matching job; the alert e-mail names it and links to its page.
  const owner = await anotherBrowser(browser);
  await postJob(await owner.newPage(), title);
  await owner.close();
  let alertMail = { raw: '', text: '' };
  await expect
    .poll(
      async () => {
        const found = (await mailSentTo(address)).find((message) => message.text.includes(title));
        if (found) alertMail = found;
        return found !== undefined;
      },
      { timeout: 150_000 },
    )
    .toBe(true);
  // One-click unsubscribe for mail clients (RFC 8058).
  expect(alertMail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  await page.goto(linkIn(alertMail.text, /\/jobs\/[0-9a-f-]{36}/));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoSideScroll(page);

  // The e-mail's unsubscribe link works signed out and without script: its page is server HTML
  // whose button is a plain form. The search had e-mail only, so it is left paused.
  const plain = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(linkIn(alertMail.text, /\/alerts\/unsubscribe\/[^\s"'<>]+/));
  const posted = noScript.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/job-alerts/unsubscribe/'),
  );
  await noScript.getByRole('button', { name: 'Unsubscribe' }).click();
  expect((await posted).status()).toBeLessThan(400);
  await plain.close();
  await page.goto('/alerts');
  await expect(alert.getByText('Paused')).toBeVisible();
});

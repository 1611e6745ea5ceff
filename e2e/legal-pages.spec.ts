import { CONFIGURED_RETENTION, RETENTION } from '@perks/contract';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { SUPPORT_FORM_NETWORK_ADDRESS, startOwnNetwork } from './support/own-network.ts';
import { expect, test } from './support/test.ts';

// The privacy, terms and support pages (decision 083): server-rendered, on a phone, axe clean; the
// privacy page states the retention job's own periods and the support form works without scripts.

// The support form spends the leads' budget of its network (3 an hour before a check a form
// without scripts cannot solve): this file's two messages come from an address of their own, so
// other specs' sign-ups never leave it 'busy'.
let network: Awaited<ReturnType<typeof startOwnNetwork>>;
test.beforeAll(async () => {
  network = await startOwnNetwork(process.env.E2E_BASE_URL ?? '', SUPPORT_FORM_NETWORK_ADDRESS);
});
test.afterAll(async () => {
  await network?.close();
});

test('privacy, terms and support come from the server with their content, axe clean', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(
    page.getByText(
      `The texts we sent you: ${CONFIGURED_RETENTION.textMessagesDays.default} days after they were sent.`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`Records of sign-in codes asked for and tried: ${RETENTION.signInEventsDays} days.`),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/Msg & data rates may apply/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/support?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Assistance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Mon code de connexion n'arrive pas" })).toBeVisible();
  await expectAccessible(page);

  // With scripts the form posts the same way and lands back on the page, which says it was sent.
  await page.goto(`${network.url}/support?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Your e-mail').fill('js-support@example.com');
  await page.getByLabel('Message').fill('Where do I see my applications?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/support\?contact=sent#contact$/);
  await expect(page.getByText('Thank you: your message was sent. We answer by e-mail.')).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the privacy page states the periods and the support form sends a message', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByText(
        `The e-mails we sent you: ${CONFIGURED_RETENTION.emailMessagesDays.default} days after they were sent.`,
      ),
    ).toBeVisible();
    await expectNoSideScroll(page);

    await page.goto(`${network.url}/support`);
    await page.getByLabel('Your e-mail').fill('nojs-support@example.com');
    await page.getByLabel('Message').fill('My card does not open on my new phone.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/support\?contact=sent#contact$/);
    await expect(page.getByText('Thank you: your message was sent. We answer by e-mail.')).toBeVisible();
    await expectNoSideScroll(page);
  });
});

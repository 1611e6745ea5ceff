import { expectAccessible } from './support/accessibility.ts';
import { expect, signInAs, test } from './support/test.ts';

// An admin of its own (global setup).
const ADMIN = '+12075550192';

test('an admin runs a business onboarding chat in the API Test Center, extracts, creates the business and finds it in business management', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/admin?tab=api-tests');
  await expect(page.getByRole('heading', { name: 'API Test Center' })).toBeVisible();

  // The System tab runs the real health check.
  await page.getByRole('tab', { name: 'System API' }).click();
  await page.getByRole('button', { name: 'Run health check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status: ok' })).toBeVisible();

  await page.getByRole('tab', { name: 'AI API' }).click();
  await expect(page.getByText('Total conversations')).toBeVisible();

  // No conversation yet: sending is refused with the spec's words.
  const box = page.getByLabel('Message', { exact: true });
  await box.fill('Hello');
  await box.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please create a conversation first' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Business conversation' }).click();
  const chat = page.getByRole('log', { name: 'Conversation' });
  await expect(chat).toContainText('What is the name of your business?');

  // Shift+Enter starts a new line; Enter sends.
  await box.fill('The Salt');
  await box.press('Shift+Enter');
  await expect(box).toHaveValue('The Salt\n');
  await box.fill('Back Cove Noodle Bar');
  await box.press('Enter');
  await expect(chat).toContainText('What is the street address of Back Cove Noodle Bar?');
  await expect(box).toHaveValue('');

  // The quick replies answer the rest.
  const quickReplies = page.getByRole('group', { name: 'Quick replies' });
  const steps: [string, string][] = [
    ['Address', 'What phone number should guests and staff call?'],
    ['Phone', 'What are your opening hours?'],
    ['Hours', 'tell me a little about the business'],
    ['Details', "that's everything I need for Back Cove Noodle Bar"],
  ];
  for (const [reply, next] of steps) {
    await quickReplies.getByRole('button', { name: reply }).click();
    await expect(chat).toContainText(next);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Extract Data' }).click();
  const extraction = page.getByRole('region', { name: 'Extracted form data' });
  await expect(extraction).toContainText('No validation errors');
  // The extracted business is a set of fields the admin can still correct.
  await expect(extraction.getByLabel('Phone')).toHaveValue('+12075550142');
  await expect(extraction.getByLabel('Address')).toHaveValue('58 Commercial Street, Portland, ME 04101');
  // Above 0.7: the green confidence level.
  await expect(extraction.getByText(/^Confidence/)).toHaveAttribute('data-level', 'high');

  // One step from the extraction to the business.
  await extraction.getByRole('button', { name: 'Create business' }).click();
  const created = extraction.getByRole('status');
  await expect(created).toContainText('Created Back Cove Noodle Bar.');
  await expect(extraction.getByRole('button', { name: 'Create business' })).toHaveCount(0);

  // Structured: every call above answered; Raw: a bad payload is refused.
  await page.getByRole('tab', { name: 'Structured' }).click();
  const statuses = page.getByRole('list', { name: 'Endpoint status' });
  for (const endpoint of ['POST /ai/conversations/{id}/extract', 'POST /admin/businesses']) {
    await expect(statuses.getByRole('listitem').filter({ hasText: endpoint })).toContainText('OK');
  }
  await page.getByRole('tab', { name: 'Raw' }).click();
  await page.getByLabel('Payload', { exact: true }).fill('{ not json');
  await page.getByRole('button', { name: 'Log payload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid JSON payload' })).toBeVisible();

  // Back on Visual the business is still made (no second button), and its link leads to it.
  await page.getByRole('tab', { name: 'Visual' }).click();
  await expect(created).toContainText('Created Back Cove Noodle Bar.');
  await created.getByRole('link', { name: 'Open Business Management' }).click();
  await expect(page).toHaveURL(/tab=businesses/);
  await page.getByRole('searchbox', { name: 'Search businesses by name' }).fill('Back Cove Noodle Bar');
  const found = page
    .getByRole('list', { name: 'Businesses' })
    .getByRole('button', { name: /Back Cove Noodle Bar/ });
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(page.getByText('58 Commercial Street, Portland, ME 04101').last()).toBeVisible();
});

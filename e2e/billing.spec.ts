import { signStripeEvent } from '../apps/server/src/test/fake-stripe.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectNoSideScroll } from './support/layout.ts';
import { expect, signInAs, test } from './support/test.ts';

// Seeded owners no other spec signs in, one per project so the two runs do not share a business.
const OWNERS = {
  desktop: { phone: '+12075550119', business: 'Pine Point Clam Shack' },
  phone: { phone: '+12075550117', business: 'Casco Bay Catering & Events' },
} as const;

function stripeUrl(): string {
  const url = process.env.E2E_STRIPE_URL;
  if (!url) throw new Error('E2E_STRIPE_URL is not set: run through playwright.config.ts');
  return url;
}

test('an owner opens /billing in trial, adds a card through Checkout, and sees past due when a payment fails @desktop', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = OWNERS[test.info().project.name as keyof typeof OWNERS];
  await signInAs(page, owner.phone);

  // The dashboard links to billing.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'View Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-status')).toHaveText('Free trial');
  await expect(page.getByTestId('trial-days-left')).toHaveText(/^\d+ days? left \(ends /);
  await expect(
    page.getByRole('heading', { name: 'What happens when a subscription is unpaid' }),
  ).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);

  // Stripe Checkout (the fake finishes at once, tells the app by webhook, and sends the owner back).
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await expect(page).toHaveURL(/\/billing\?business=[0-9a-f-]{36}&checkout=done$/);
  await expect(page.getByText('Payment method', { exact: true })).toBeVisible();
  await expect(page.getByText('Added', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage card, invoices or cancel' })).toBeVisible();
  const businessId = new URL(page.url()).searchParams.get('business')!;

  // The next payment fails: Stripe's subscription is past due, and its signed webhook arrives.
  const failed = await request.post(`${stripeUrl()}/__fake/businesses/${businessId}/status`, {
    data: { status: 'past_due' },
  });
  expect(failed.ok()).toBe(true);
  const { subscription } = (await failed.json()) as { subscription: { id: string; customer: string } };
  const event = signStripeEvent('invoice.payment_failed', {
    object: 'invoice',
    customer: subscription.customer,
    subscription: subscription.id,
  });
  const delivered = await request.post(`${baseURL}/api/v1/billing/webhook`, {
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    data: event.payload,
  });
  expect(delivered.status()).toBe(200);

  await page.goto(`/billing?business=${businessId}`);
  await expect(page.getByTestId('billing-status')).toHaveText('Past due');
  await expect(page.getByText(/Without payment, the staff list closes to new people on /)).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

import { BILLING_MESSAGES, type TBilling } from '@perks/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, ownBusiness } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { BillingPage } from './billing-page';

const inTrial: TBilling = {
  enabled: true,
  business_id: BUSINESS_ID,
  business_name: 'Salt Pier Kitchen',
  can_manage: true,
  status: 'trialing',
  trial_ends_at: '2027-02-20T12:00:00.000Z',
  trial_days_left: 86,
  has_subscription: false,
  people: 3,
  price_per_person_cents: 500,
  next_invoice: { amount_cents: 1500, currency: 'usd', at: '2027-02-20T12:00:00.000Z', from_stripe: false },
  unpaid_since: '2027-02-20T12:00:00.000Z',
  staff_list_closes_at: '2027-03-06T12:00:00.000Z',
  cards_pause_at: '2027-04-05T12:00:00.000Z',
  staff_list_closed: false,
  cards_paused: false,
};

function renderBilling(billing: ApiStubs['GET /businesses/{id}/billing'], extra: ApiStubs = {}) {
  return renderWithProviders(<BillingPage />, {
    path: '/billing',
    user: testUser({ role: 'business_owner' }),
    api: {
      'GET /user/businesses': () => [ownBusiness()],
      'GET /businesses/{id}/billing': billing,
      ...extra,
    },
  });
}

describe('/billing', () => {
  it('shows the trial, the people count, the first invoice and what happens when unpaid', async () => {
    await renderBilling(() => inTrial);
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Free trial');
    expect(screen.getByTestId('trial-days-left')).toHaveTextContent('86 days left (ends February 20, 2027)');
    expect(screen.getByText('3 x $5.00 a month')).toBeInTheDocument();
    expect(screen.getByText('First invoice (estimate)')).toBeInTheDocument();
    expect(screen.getByText(/\$15\.00 on February 20, 2027/)).toBeInTheDocument();
    expect(
      screen.getByText('Without payment, the staff list closes to new people on March 6, 2027.'),
    ).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.whenUnpaid[0])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a payment method' })).toBeEnabled();
  });

  it("shows Stripe's refusal under the button when it cannot be reached", async () => {
    await renderBilling(() => inTrial, {
      'POST /businesses/{id}/billing/checkout': () =>
        fail(503, 'SERVICE_UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a payment method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.stripeUnavailable);
  });

  it('says past due, and that the staff list is closed, to a manager who reads only', async () => {
    await renderBilling(() => ({
      ...inTrial,
      can_manage: false,
      status: 'past_due',
      trial_days_left: null,
      has_subscription: true,
      staff_list_closed: true,
    }));
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Past due');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your staff list takes no new people. Members' cards keep working until April 5, 2027.",
    );
    expect(screen.getByText('Only an owner of this business can change its billing.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says when billing is off in an owner's words, with the way back to the dashboard", async () => {
    await renderBilling(() => ({ ...inTrial, enabled: false, status: null, can_manage: false }));
    expect(await screen.findByTestId('billing-off')).toHaveTextContent(BILLING_MESSAGES.off);
    expect(screen.getByTestId('billing-off')).not.toHaveTextContent(/server/i);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a retry when billing cannot be loaded', async () => {
    await renderBilling(() =>
      fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable. Please try again later.'),
    );
    expect(await screen.findByText('Could not load billing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

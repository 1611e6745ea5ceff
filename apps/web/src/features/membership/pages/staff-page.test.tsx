import { listPage, ROSTER_MESSAGES, type TBilling, type TRosterEntry } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, ownBusiness } from '@/features/businesses/testing';
import { onPhoneScreen } from '@/test/phone-screen';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { StaffPage } from './staff-page';

const entry = (id: string, name: string, claimed_at: string | null): TRosterEntry => ({
  id,
  business_id: BUSINESS_ID,
  name,
  phone: `+1207555${id.slice(-4)}`,
  role_title: 'Server',
  claimed_at,
  created_at: '2026-11-01T12:00:00.000Z',
});

const listed = [
  entry('00000000-0000-4000-8000-000000000101', 'Ada Lovelace', '2026-11-20T15:00:00.000Z'),
  entry('00000000-0000-4000-8000-000000000102', 'Grace Hopper', null),
];

/** The business's billing: paid up, or unpaid past the grace period (decision 067). */
const billing = (closed: boolean): TBilling => ({
  enabled: true,
  business_id: BUSINESS_ID,
  business_name: 'Waiting Room Bistro',
  can_manage: true,
  status: closed ? 'past_due' : 'active',
  trial_ends_at: '2026-08-01T12:00:00.000Z',
  trial_days_left: null,
  has_subscription: true,
  people: 2,
  price_per_person_cents: 500,
  next_invoice: null,
  unpaid_since: closed ? '2026-10-01T12:00:00.000Z' : null,
  staff_list_closes_at: closed ? '2026-10-15T12:00:00.000Z' : null,
  cards_pause_at: closed ? '2026-11-14T12:00:00.000Z' : null,
  staff_list_closed: closed,
  cards_paused: false,
});

function renderStaffPage(extra: ApiStubs = {}) {
  return renderWithProviders(<StaffPage />, {
    path: '/staff',
    user: testUser(),
    api: {
      'GET /user/businesses': () => [ownBusiness({ name: 'Waiting Room Bistro', is_active: false })],
      'GET /businesses/{id}/billing': () => billing(false),
      'GET /businesses/{id}/roster': ({ params }) =>
        params.id !== BUSINESS_ID
          ? fail(404, 'NOT_FOUND', 'Business not found')
          : listPage(listed, 2, { page: 1, limit: 20 }),
      ...extra,
    },
  });
}

describe('the staff list', () => {
  it('says why it takes no new people while the subscription is unpaid, and links to Billing', async () => {
    await renderStaffPage({ 'GET /businesses/{id}/billing': () => billing(true) });
    const notice = await screen.findByTestId('staff-list-closed');
    expect(notice).toHaveTextContent(
      'This staff list takes no new people because the subscription is unpaid',
    );
    expect(within(notice).getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      `/billing?business=${BUSINESS_ID}`,
    );
  });

  it('says who has claimed their card since being listed, not who has an account', async () => {
    await renderStaffPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Card claimed' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Signed in' })).toBeNull();
    const [, claimed, unclaimed] = within(table).getAllByRole('row');
    expect(within(claimed!).getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(claimed!).getByText(/^Claimed Nov 2\d, 2026$/)).toBeInTheDocument();
    expect(within(unclaimed!).getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(unclaimed!).getByText('Not yet')).toBeInTheDocument();
    // The business is waiting for review, so the page says how far its list may grow meanwhile.
    expect(screen.getByTestId('waiting-for-review')).toHaveTextContent(ROSTER_MESSAGES.waitingForReview);
  });

  it("shows the server's reason when a business waiting for review has a full list", async () => {
    await renderStaffPage({
      'POST /businesses/{id}/roster': () => fail(409, 'CONFLICT', ROSTER_MESSAGES.waitingForReview),
    });
    const form = await screen.findByRole('form', { name: 'Add one person' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Eleventh Person');
    await userEvent.type(within(form).getByLabelText('Phone'), '207-555-0111');
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(ROSTER_MESSAGES.waitingForReview);
    // The phone is fine: the message is about the list, not that field.
    expect(within(form).getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
  });
});

describe('the staff page for someone without a business', () => {
  it('says so and links to the setup flow', async () => {
    await renderWithProviders(<StaffPage />, {
      path: '/staff',
      user: testUser(),
      api: { 'GET /user/businesses': () => [] },
    });
    expect(await screen.findByText(/You don't own or manage a business yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your business' })).toHaveAttribute('href', '/setup');
  });
});

describe('the staff page on a phone', () => {
  it("lists each person as a card with Edit and Remove, and the preview with each row's status", async () => {
    onPhoneScreen();
    await renderStaffPage({
      'POST /businesses/{id}/roster/preview': () => ({
        rows: [
          {
            line: 1,
            name: 'Jamie Rivera',
            phone: '+12075550142',
            role_title: 'Bartender',
            status: 'valid',
            message: null,
          },
          {
            line: 2,
            name: 'Ada Lovelace',
            phone: '+12075550101',
            role_title: null,
            status: 'duplicate',
            message: 'Already on the list',
          },
        ],
        valid: 1,
        duplicate: 1,
        invalid: 0,
        over_limit: 0,
        waiting_cap: null,
      }),
    });
    const staff = await screen.findByRole('list', { name: 'Staff' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [ada, grace] = within(staff).getAllByRole('listitem');
    expect(within(ada!).getByText('Ada Lovelace', { selector: 'p' })).toBeInTheDocument();
    expect(within(ada!).getByText(/^Card claimed: Claimed Nov 2\d, 2026$/)).toBeInTheDocument();
    expect(within(ada!).getByRole('button', { name: /^Edit\s?Ada Lovelace$/ })).toBeInTheDocument();
    expect(within(grace!).getByText('Card claimed: Not yet')).toBeInTheDocument();
    expect(within(grace!).getByRole('button', { name: /^Remove\s?Grace Hopper$/ })).toBeInTheDocument();
    await userEvent.click(within(ada!).getByRole('button', { name: /^Edit\s?Ada Lovelace$/ }));
    expect(within(ada!).getByRole('form', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Or paste rows'), 'Jamie Rivera, 207-555-0142, Bartender');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rows = await screen.findByRole('region', { name: 'Rows to add' });
    expect(within(rows).queryByRole('table')).not.toBeInTheDocument();
    const [valid, duplicate] = within(rows).getAllByRole('listitem');
    expect(valid).toHaveTextContent(/^Valid.*Jamie Rivera.*Bartender.*Line 1$/);
    expect(duplicate).toHaveTextContent(/^Duplicate.*Already on the list.*Ada Lovelace.*Line 2$/);
  });
});

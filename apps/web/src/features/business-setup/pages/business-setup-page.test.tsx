import { listPage, type TUserBusiness } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, businessDetail } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { BusinessSetupPage } from './business-setup-page';

const waiting = businessDetail({
  name: 'Dockside Tap',
  business_type: 'bar',
  is_active: false,
  status: 'inactive',
});
const owned: TUserBusiness = {
  business: { id: BUSINESS_ID, name: 'Dockside Tap', business_type: 'bar', is_active: false, address: null },
  role: 'owner',
  join_order: 0,
};
const emptyRoster = listPage([], 0, { page: 1, limit: 20 });

describe('/setup', () => {
  it('creates the business with type and phone, then shows what happens next and the remaining steps', async () => {
    const user = userEvent.setup();
    let memberships: TUserBusiness[] = [];
    let sent: unknown;
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => memberships,
        'POST /businesses': ({ body }) => {
          sent = body;
          memberships = [owned];
          return waiting;
        },
        'GET /businesses/{id}': () => waiting,
        'GET /businesses/{id}/roster': () => emptyRoster,
        'GET /user/managed-jobs': () => [],
      },
    });

    await user.type(await screen.findByLabelText('Name *'), 'Dockside Tap');
    await user.selectOptions(screen.getByLabelText('Type'), 'bar');
    await user.type(screen.getByLabelText('Address'), '1 Commercial St, Portland, ME');
    await user.type(screen.getByLabelText('Phone'), '(207) 555-0188');
    await user.click(screen.getByRole('button', { name: 'Create business' }));

    const notice = await screen.findByTestId('review-notice');
    expect(sent).toMatchObject({ name: 'Dockside Tap', category: 'bar', phone: '(207) 555-0188' });
    expect(within(notice).getByText(/An administrator checks every new business/)).toBeInTheDocument();
    expect(within(notice).getByText(/draft up to 10 jobs/)).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getByRole('link', { name: 'Add staff' })).toHaveAttribute(
      'href',
      `/staff?business=${BUSINESS_ID}`,
    );
    expect(within(steps).getByRole('link', { name: 'Draft a job' })).toHaveAttribute('href', '/post-job');
    // Typing a whole form is slow on a loaded machine.
  }, 20_000);

  it("refuses a bad phone with the contract's message, naming the field", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: { 'GET /user/businesses': () => [] },
    });
    await user.type(await screen.findByLabelText('Name *'), 'Dockside Tap');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText(/valid phone/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the business cannot be loaded, with a retry', async () => {
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: { 'GET /user/businesses': () => fail(500, 'INTERNAL_ERROR', 'Internal server error') },
    });
    expect(await screen.findByText('Could not load your business')).toBeInTheDocument();
  });
});

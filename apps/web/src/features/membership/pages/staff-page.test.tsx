import { ROSTER_MESSAGES, type TRosterEntry } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi, testUser } from '@/features/auth/testing';
import { StaffPage } from './staff-page';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

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

function renderStaffPage(extra: Parameters<typeof stubAuthApi>[1] = {}) {
  const user = testUser();
  stubAuthApi(user, {
    'GET /api/v1/user/businesses': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          {
            business: {
              id: BUSINESS_ID,
              name: 'Waiting Room Bistro',
              business_type: 'restaurant',
              is_active: false,
              address: null,
            },
            role: 'owner',
            join_order: 0,
          },
        ],
      },
    }),
    [`GET /api/v1/businesses/${BUSINESS_ID}/roster`]: () => ({
      status: 200,
      body: { data: listed, total: 2, page: 1, limit: 20, totalPages: 1 },
    }),
    ...extra,
  });
  vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(user));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/staff']}>
        <StaffPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the staff list', () => {
  it('says who has claimed their card since being listed, not who has an account', async () => {
    renderStaffPage();
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
    renderStaffPage({
      [`POST /api/v1/businesses/${BUSINESS_ID}/roster`]: () => ({
        status: 409,
        body: { success: false, error: { message: ROSTER_MESSAGES.waitingForReview, code: 'CONFLICT' } },
      }),
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

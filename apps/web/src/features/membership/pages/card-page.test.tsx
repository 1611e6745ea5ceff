import type { TMemberCard } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi, testUser } from '@/features/auth/testing';
import { CardPage } from './card-page';

const verified: TMemberCard = {
  status: 'verified',
  phone: '+12075550103',
  memberships: [
    {
      business_id: '00000000-0000-4000-8000-0000000000b1',
      business_name: 'Salt Pier Kitchen',
      role_title: 'Server',
      since: '2026-01-01T00:00:00.000Z',
    },
  ],
  holder: { first_name: 'Sam', last_name: 'Rivera' },
  card: { card_id: '7KQ2M9XH4D', secret: 'ab'.repeat(32) },
  confirmed_at: new Date(Date.now() - 3 * 60_000).toISOString(),
};

function renderCard(state: auth.AuthState) {
  vi.spyOn(auth, 'useAuth').mockReturnValue(state);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/card']}>
        <Routes>
          <Route path="/card" element={<CardPage />} />
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Signed in, and the server answers that the person is on no staff list. */
function renderCardWithPendingAnswer() {
  const user = testUser();
  const pending = {
    ...verified,
    status: 'pending',
    memberships: [],
    card: null,
    confirmed_at: new Date().toISOString(),
  };
  stubAuthApi(user, {
    'GET /api/v1/user/member-card': () => ({ status: 200, body: { success: true, data: pending } }),
  });
  renderCard(authStateFor(user));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the member card', () => {
  it('shows the card kept on the device when the server cannot be reached', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    renderCard({ ...authStateFor('signed-out'), unreachable: true });
    expect(await screen.findByText('Active Member')).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('Salt Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByTestId('card-confirmed')).toHaveTextContent('Last confirmed online 3 minutes ago');
  });

  it('sends a signed-out visitor to /login and deletes the kept card', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    renderCard(authStateFor('signed-out'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('member_card')).toBeNull();
  });

  it('says the membership ended when the server no longer verifies a card this device had', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    renderCardWithPendingAnswer();
    expect(await screen.findByRole('heading', { name: 'Membership ended' })).toBeInTheDocument();
  });

  it('tells a person on no staff list to ask their employer', async () => {
    renderCardWithPendingAnswer();
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeInTheDocument();
    expect(screen.getByText(/Ask your manager to add it/)).toBeInTheDocument();
  });
});

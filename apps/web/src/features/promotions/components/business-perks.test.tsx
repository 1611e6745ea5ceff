import { PROMOTION_MESSAGES } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi } from '@/features/auth/testing';
import { BusinessPerks } from './business-perks';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BusinessPerks', () => {
  it('shows a visitor the titles and a prompt to join, without terms', async () => {
    stubAuthApi(null, {
      [`GET /api/v1/businesses/${BUSINESS_ID}/promotions`]: () => ({
        status: 200,
        body: {
          success: true,
          data: {
            member: false,
            perks: [
              {
                id: '00000000-0000-4000-8000-0000000000a1',
                title: 'Half-price oysters',
                business: {
                  id: BUSINESS_ID,
                  name: 'Salt Pier Kitchen',
                  business_type: 'restaurant',
                  address: null,
                  latitude: null,
                  longitude: null,
                },
                details: null,
              },
            ],
          },
        },
      }),
    });
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor('signed-out'));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <BusinessPerks businessId={BUSINESS_ID} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Half-price oysters')).toBeInTheDocument();
    expect(screen.getByText(PROMOTION_MESSAGES.joinPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join or sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Terms:/)).not.toBeInTheDocument();
  });
});

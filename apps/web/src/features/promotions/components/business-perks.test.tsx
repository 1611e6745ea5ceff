import { PROMOTION_MESSAGES } from '@perks/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitorPerks } from '@/features/promotions/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { BusinessPerks } from './business-perks';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

describe('BusinessPerks', () => {
  it('shows a visitor the titles and a prompt to join, without terms', async () => {
    await renderWithProviders(<BusinessPerks businessId={BUSINESS_ID} />, {
      user: null,
      api: {
        'GET /businesses/{id}/promotions': ({ params }) =>
          params.id !== BUSINESS_ID
            ? fail(404, 'NOT_FOUND', 'Business not found')
            : visitorPerks(BUSINESS_ID),
      },
    });
    expect(await screen.findByText('Half-price oysters')).toBeInTheDocument();
    expect(screen.getByText(PROMOTION_MESSAGES.joinPrompt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join or sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText(/Terms:/)).not.toBeInTheDocument();
  });
});

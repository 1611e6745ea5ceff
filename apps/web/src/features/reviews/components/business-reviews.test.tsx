import { REVIEW_MESSAGES } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi, testUser } from '@/features/auth/testing';
import { BusinessReviews } from './business-reviews';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const review = (id: string, values: object) => ({
  id,
  rating: 4,
  comment: 'Friendly bar staff and quick food.',
  is_anonymous: false,
  author_name: 'Grace H.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T18:00:00.000Z',
  ...values,
});

function renderReviews(canReview: boolean) {
  const user = testUser();
  const fetchMock = stubAuthApi(user, {
    [`GET /api/v1/businesses/${BUSINESS_ID}/reviews`]: () => ({
      status: 200,
      body: {
        success: true,
        data: {
          average: 3.5,
          count: 2,
          latest: [
            review('00000000-0000-4000-8000-0000000000d1', {
              rating: 3,
              comment: 'Slow service on a quiet night.',
              is_anonymous: true,
              author_name: null,
            }),
            review('00000000-0000-4000-8000-0000000000d2', {}),
          ],
        },
      },
    }),
    [`GET /api/v1/businesses/${BUSINESS_ID}/reviews/eligibility`]: () => ({
      status: 200,
      body: {
        success: true,
        data: { can_review: canReview, reason: canReview ? null : REVIEW_MESSAGES.noVisit },
      },
    }),
  });
  vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(user));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BusinessReviews businessId={BUSINESS_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BusinessReviews', () => {
  it('shows the average and the latest reviews, anonymous ones without a name', async () => {
    renderReviews(false);
    expect(await screen.findByText('3.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.anonymousName)).toBeInTheDocument();
    expect(screen.getByText('Grace H.')).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_MESSAGES.noVisit)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("offers the form after a visit and checks it with the contract's rules", async () => {
    const fetchMock = renderReviews(true);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.commentTooShort)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([, init]) => init?.method === 'POST' && String(init.body).includes('Too short'),
      ),
    ).toBe(false);
  });
});

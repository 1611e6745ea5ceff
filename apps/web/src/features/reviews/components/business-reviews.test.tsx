import { REVIEW_MESSAGES, type TReview } from '@perks/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { BusinessReviews } from './business-reviews';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const review = (id: string, values: Partial<TReview>): TReview => ({
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

async function renderReviews(canReview: boolean) {
  const { requests } = await renderWithProviders(<BusinessReviews businessId={BUSINESS_ID} />, {
    user: testUser(),
    api: {
      'GET /user/businesses': () => [],
      'GET /businesses/{id}/reviews': ({ params }) =>
        params.id !== BUSINESS_ID
          ? fail(404, 'NOT_FOUND', 'Business not found')
          : {
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
      'POST /businesses/{id}/reviews': ({ body }) =>
        review('00000000-0000-4000-8000-0000000000d3', { rating: body.rating, comment: body.comment }),
      'GET /businesses/{id}/reviews/eligibility': ({ params }) =>
        params.id !== BUSINESS_ID
          ? fail(404, 'NOT_FOUND', 'Business not found')
          : {
              can_review: canReview,
              reason: canReview ? null : REVIEW_MESSAGES.noVisit,
            },
    },
  });
  return requests;
}

describe('BusinessReviews', () => {
  it('shows the average and the latest reviews, anonymous ones without a name', async () => {
    await renderReviews(false);
    expect(await screen.findByText('3.5 out of 5 from 2 reviews')).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.anonymousName)).toBeInTheDocument();
    expect(screen.getByText('Grace H.')).toBeInTheDocument();
    expect(await screen.findByText(REVIEW_MESSAGES.noVisit)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("offers the form after a visit and checks it with the contract's rules", async () => {
    const requests = await renderReviews(true);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(form).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.commentTooShort)).toBeInTheDocument();
    expect(
      requests.filter(({ method, url }) => method === 'POST' && url.pathname.includes('/reviews')),
    ).toEqual([]);
  });

  it('starts with no rating, names the rating when none is chosen, and posts the one picked', async () => {
    const requests = await renderReviews(true);
    await screen.findByRole('form', { name: 'Write a review' });
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(rating).toHaveValue('');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Comment' }),
      'Friendly bar staff and quick food.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(rating).toHaveAccessibleDescription(REVIEW_MESSAGES.ratingRequired);
    const posts = () =>
      requests.filter(({ method, url }) => method === 'POST' && url.pathname.includes('/reviews'));
    expect(posts()).toEqual([]);

    await userEvent.selectOptions(rating, '4');
    await waitFor(() => expect(screen.queryByText(REVIEW_MESSAGES.ratingRequired)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      rating: 4,
      comment: 'Friendly bar staff and quick food.',
      is_anonymous: false,
    });
  });
});

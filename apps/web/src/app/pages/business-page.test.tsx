import { listPage } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, businessDetail } from '@/features/businesses/testing';
import { visitorPerks } from '@/features/promotions/testing';
import { renderRoute } from '@/test/render-route';

const business = businessDetail({ primary_color: '#0A84FF' });

describe('business page route', () => {
  it("shows the business with the promotions feature's perks and the reviews feature's reviews", async () => {
    renderRoute(`/business/${BUSINESS_ID}`, {
      api: {
        'GET /businesses/{id}': () => business,
        'GET /businesses/{id}/jobs': () => listPage([], 0, { page: 1, limit: 50 }),
        'GET /businesses/{id}/promotions': () => visitorPerks(BUSINESS_ID),
        'GET /businesses/{id}/reviews': () => ({ average: 4, count: 1, latest: [] }),
      },
    });

    // The screen's code and both lazy sections load on first use; allow for a cold transform.
    expect(
      await screen.findByRole('heading', { name: 'Salt Pier Kitchen', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const perks = screen.getByRole('region', { name: 'Member Perks' });
    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(await within(perks).findByText('Half-price oysters')).toBeInTheDocument();
    expect(await within(reviews).findByText('4.0 out of 5 from 1 review')).toBeInTheDocument();
    // The brand colour is a setting for its owners, not a fact for visitors.
    expect(screen.queryByText('Primary color')).not.toBeInTheDocument();
    expect(screen.queryByText('#0A84FF')).not.toBeInTheDocument();
    // The directory needs sign-in: a visitor goes back to the public partner page.
    expect(screen.getByRole('link', { name: 'Back to Partner Discounts' })).toHaveAttribute(
      'href',
      '/restaurants',
    );
    expect(screen.queryByRole('link', { name: 'Back to Businesses' })).not.toBeInTheDocument();
  }, 20_000);

  it('sends signed-in people back to the directory', async () => {
    renderRoute(`/business/${BUSINESS_ID}`, {
      user: testUser(),
      api: {
        'GET /businesses/{id}': () => business,
        'GET /businesses/{id}/jobs': () => listPage([], 0, { page: 1, limit: 50 }),
        'GET /businesses/{id}/promotions': () => visitorPerks(BUSINESS_ID),
        'GET /businesses/{id}/reviews': () => ({ average: 4, count: 1, latest: [] }),
        'GET /businesses/{id}/reviews/eligibility': () => ({ can_review: false, reason: null }),
        'GET /user/businesses': () => [],
        'POST /user/favorites/merge': () => ({ business_ids: [] }),
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Back to Businesses' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/businesses');
  }, 20_000);

  it("shows the owner's hours as a table with Open now or Closed now, their culture lines, and 'Edit profile' to them", async () => {
    const open = { closed: false, open: '00:00', close: '23:59' };
    const owned = {
      business: {
        id: BUSINESS_ID,
        name: 'Salt Pier Kitchen',
        business_type: 'restaurant' as const,
        is_active: true,
        address: null,
      },
      role: 'owner' as const,
      join_order: 0,
    };
    renderRoute(`/business/${BUSINESS_ID}`, {
      user: testUser(),
      api: {
        'GET /businesses/{id}': () =>
          businessDetail({
            primary_color: '#0A84FF',
            opening_hours: {
              monday: { closed: true, open: null, close: null },
              tuesday: open,
              wednesday: open,
              thursday: open,
              friday: { closed: false, open: '16:00', close: '01:00' },
              saturday: open,
              sunday: open,
            },
            culture: { tip_out: '3% of sales to the kitchen' },
          }),
        'GET /businesses/{id}/jobs': () => listPage([], 0, { page: 1, limit: 50 }),
        'GET /businesses/{id}/promotions': () => visitorPerks(BUSINESS_ID),
        'GET /businesses/{id}/reviews': () => ({ average: 4, count: 1, latest: [] }),
        'GET /businesses/{id}/reviews/eligibility': () => ({ can_review: false, reason: null }),
        'GET /user/businesses': () => [owned],
        'POST /user/favorites/merge': () => ({ business_ids: [] }),
      },
    });
    const hours = await screen.findByRole('region', { name: 'Opening hours' }, { timeout: 10_000 });
    expect(within(hours).getByRole('row', { name: /Monday/ })).toHaveTextContent('Closed');
    expect(within(hours).getByRole('row', { name: /Friday/ })).toHaveTextContent('4:00 PM – 1:00 AM');
    // 'Open now' is worked out after the first paint (the server's hour may differ), so it is awaited.
    expect(await within(hours).findByTestId('open-now')).toHaveTextContent(/^(Open|Closed) now$/);
    expect(screen.getByRole('region', { name: 'Culture & Signals' })).toHaveTextContent(
      'Tip out3% of sales to the kitchen',
    );
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/business/${BUSINESS_ID}/edit`,
    );
    // Its owner sees the brand colour they set; visitors do not.
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('Primary color#0A84FF');
  }, 20_000);

  it('shows an uploaded hero image above the name', async () => {
    renderRoute(`/business/${BUSINESS_ID}`, {
      api: {
        'GET /businesses/{id}': () => businessDetail({ hero_image_url: '/uploads/business-images/hero.jpg' }),
        'GET /businesses/{id}/jobs': () => listPage([], 0, { page: 1, limit: 50 }),
        'GET /businesses/{id}/promotions': () => visitorPerks(BUSINESS_ID),
        'GET /businesses/{id}/reviews': () => ({ average: null, count: 0, latest: [] }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Salt Pier Kitchen', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('business-hero')).toHaveAttribute('src', '/uploads/business-images/hero.jpg');
  }, 20_000);
});

import type { TPartner } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

const pier: TPartner = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Salt Pier Kitchen',
  business_type: 'restaurant',
  address: '1 Commercial St, Portland, ME',
  logo_url: null,
  perks: [{ id: '00000000-0000-4000-8000-0000000000c1', title: 'Half-price oysters' }],
};
const cafe: TPartner = {
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Back Cove Cafe',
  business_type: 'cafe',
  address: null,
  logo_url: null,
  perks: [],
};

describe('/restaurants', () => {
  it('lists the real partners with their live perks, each linking to its page', async () => {
    renderRoute('/restaurants', { api: { 'GET /partners': () => ({ partners: [cafe, pier] }) } });
    const link = await screen.findByRole('link', { name: 'Salt Pier Kitchen' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/business/${pier.id}`);
    expect(
      within(screen.getByRole('list', { name: 'Perks at Salt Pier Kitchen' })).getByText(
        'Half-price oysters',
      ),
    );
    expect(screen.getByRole('link', { name: 'Back Cove Cafe' })).toBeInTheDocument();
    expect(screen.getByText('No perk running right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Discounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner With Us' })).toBeInTheDocument();
  }, 20_000);

  it('says so when there are no partners yet, and when they cannot be loaded', async () => {
    const empty = renderRoute('/restaurants', { api: { 'GET /partners': () => ({ partners: [] }) } });
    expect(
      await screen.findByText('Our first partners are signing up now.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    empty.unmount();
    renderRoute('/restaurants', { api: { 'GET /partners': () => fail(503, 'SERVICE_UNAVAILABLE', 'x') } });
    expect(await screen.findByText('The partners could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});

describe('/product', () => {
  it('shows the real partners in the logo grid', async () => {
    renderRoute('/product', { api: { 'GET /partners': () => ({ partners: [cafe, pier] }) } });
    const grid = await screen.findByRole('link', { name: /Salt Pier Kitchen/ }, { timeout: 10_000 });
    expect(grid).toHaveAttribute('href', `/business/${pier.id}`);
    expect(screen.getByRole('link', { name: /Back Cove Cafe/ })).toBeInTheDocument();
  }, 20_000);
});

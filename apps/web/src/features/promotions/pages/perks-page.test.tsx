import { listPage, type TPerk } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { PerksPage } from './perks-page';

const business = (id: string, name: string, latitude: number | null, longitude: number | null) => ({
  id,
  name,
  business_type: 'restaurant' as const,
  address: null,
  latitude,
  longitude,
});

const details = {
  description: 'Half-price oysters at the bar.',
  discount_type: 'percentage' as const,
  discount_value: 50,
  terms: 'Bar seating only.',
  max_uses: 2,
  used: 0,
  ends_at: null,
};

// Newest first, as the server sends them: the far one, then the near one.
const PERKS: TPerk[] = [
  {
    id: '00000000-0000-4000-8000-0000000000a1',
    title: 'Far perk',
    business: business('00000000-0000-4000-8000-0000000000b1', 'Gorham Grill', 43.68, -70.44),
    details,
  },
  {
    id: '00000000-0000-4000-8000-0000000000a2',
    title: 'Near perk',
    business: business('00000000-0000-4000-8000-0000000000b2', 'Old Port Oysters', 43.657, -70.249),
    details: { ...details, used: 2 },
  },
];

async function renderPerks(member = true) {
  const { requests } = await renderWithProviders(<PerksPage />, {
    user: testUser(),
    api: {
      'GET /promotions': ({ query }) => {
        const q = query.get('q');
        const data = PERKS.filter((perk) => !q || perk.title.toLowerCase().includes(q.toLowerCase())).map(
          (perk) => (member ? perk : { ...perk, details: null }),
        );
        return { ...listPage(data, data.length, { page: 1, limit: 100 }), member };
      },
      'GET /user/redemptions': () => [
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          promotion_id: PERKS[1]!.id,
          promotion_title: 'Near perk',
          business_id: PERKS[1]!.business.id,
          business_name: 'Old Port Oysters',
          created_at: '2026-11-20T18:00:00.000Z',
        },
      ],
    },
  });
  return requests;
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Perks' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('PerksPage', () => {
  it("lists live perks with their terms and the member's redemptions", async () => {
    await renderPerks();
    expect(await screen.findByRole('heading', { name: 'Far perk' })).toBeInTheDocument();
    expect(screen.getAllByText('Terms: Bar seating only.')).toHaveLength(2);
    expect(screen.getAllByText('50% off')).toHaveLength(2);
    const redemptions = screen.getByRole('region', { name: 'Your redemptions' });
    expect(await within(redemptions).findByText('Near perk')).toBeInTheDocument();
  });

  it("shows the member's uses of a perk with a per-member limit as 'used N of M'", async () => {
    await renderPerks();
    const near = await screen.findByRole('article', { name: 'Near perk' });
    expect(within(near).getByText(/Up to 2 uses per member, used 2 of 2/)).toBeInTheDocument();
    const far = screen.getByRole('article', { name: 'Far perk' });
    expect(within(far).getByText(/Up to 2 uses per member, used 0 of 2/)).toBeInTheDocument();
  });

  it('searches on the server once two characters are typed', async () => {
    const requests = await renderPerks();
    await screen.findByRole('heading', { name: 'Far perk' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search perks' }), 'near');
    await waitFor(() => expect(titles()).toEqual(['Near perk']));
    expect(requests.some(({ url }) => url.searchParams.get('q') === 'near')).toBe(true);
  });

  it('sorts nearest first only after the location is allowed, and never sends it', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 43.659, longitude: -70.257 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const requests = await renderPerks();
    await screen.findByRole('heading', { name: 'Far perk' });
    expect(titles()).toEqual(['Far perk', 'Near perk']);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    await waitFor(() => expect(titles()).toEqual(['Near perk', 'Far perk']));
    expect(screen.getByText('0.4 mi')).toBeInTheDocument();
    const sent = requests.map(({ url, body }) => `${url.href} ${JSON.stringify(body ?? '')}`);
    expect(sent.join('\n')).not.toMatch(/43\.659|70\.257/);
  });

  it('keeps the order and says why when the location is refused', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    await renderPerks();
    await screen.findByRole('heading', { name: 'Far perk' });
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(
      await screen.findByText('Location was not allowed, so perks stay newest first.'),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['Far perk', 'Near perk']);
  });

  it('shows titles only, and why, before the membership is verified', async () => {
    await renderPerks(false);
    expect(await screen.findByRole('heading', { name: 'Far perk' })).toBeInTheDocument();
    expect(screen.queryByText(/Terms:/)).not.toBeInTheDocument();
    expect(screen.getByText(/Perk details show once your membership is verified/)).toBeInTheDocument();
  });
});

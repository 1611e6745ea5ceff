import type { TPromotion } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { CheckInForm } from './check-in-form';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const TOKEN = '7KQ2M9XH4D-04815162';

const promotion = (id: string, title: string, status: TPromotion['status']): TPromotion => ({
  id,
  business_id: BUSINESS_ID,
  title,
  description: 'Half-price oysters at the bar.',
  discount_type: 'percentage',
  discount_value: 50,
  terms: null,
  max_uses: 1,
  starts_at: null,
  ends_at: null,
  status,
  redemptions: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
});

describe('CheckInForm', () => {
  it('offers the running promotions and records the visit with the one chosen', async () => {
    let sent: Record<string, unknown> | null = null;
    await renderWithProviders(<CheckInForm token={TOKEN} method="qr_code" />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => [
          {
            business: {
              id: BUSINESS_ID,
              name: 'Salt Pier Kitchen',
              business_type: 'restaurant',
              is_active: true,
              address: null,
            },
            role: 'owner',
            join_order: 0,
          },
        ],
        'GET /businesses/{id}/promotions/manage': ({ params }) =>
          params.id !== BUSINESS_ID
            ? fail(404, 'NOT_FOUND', 'Business not found')
            : [
                promotion('00000000-0000-4000-8000-0000000000a1', 'Half-price oysters', 'active'),
                promotion('00000000-0000-4000-8000-0000000000a2', 'Paused perk', 'paused'),
              ],
        'POST /businesses/{id}/check-ins': ({ params, body }) => {
          if (params.id !== BUSINESS_ID) return fail(404, 'NOT_FOUND', 'Business not found');
          sent = body;
          return {
            id: '00000000-0000-4000-8000-0000000000c1',
            business_id: BUSINESS_ID,
            method: 'qr_code',
            notes: null,
            created_at: '2026-11-20T18:00:00.000Z',
            member_first_name: 'Sam',
            promotion_title: 'Half-price oysters',
            visits_count: 7,
          };
        },
      },
    });

    const picker = await screen.findByRole('combobox', { name: 'Promotion used (optional)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No promotion', 'Half-price oysters']);
    await userEvent.selectOptions(picker, 'Half-price oysters');
    await userEvent.click(screen.getByRole('button', { name: 'Record visit at Salt Pier Kitchen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Visit recorded for Sam with Half-price oysters',
    );
    expect(sent).toMatchObject({
      token: TOKEN,
      method: 'qr_code',
      promotion_id: '00000000-0000-4000-8000-0000000000a1',
    });
  });
});

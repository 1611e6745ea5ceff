import type { TCheckInPromotion } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, ownBusiness } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { CheckInForm } from './check-in-form';

const TOKEN = '7KQ2M9XH4D-04815162';

const OFFERED: TCheckInPromotion[] = [
  { id: '00000000-0000-4000-8000-0000000000a1', title: 'Half-price oysters', max_uses: 2, used: 1 },
  { id: '00000000-0000-4000-8000-0000000000a3', title: 'Staff meal', max_uses: null, used: 4 },
];

describe('CheckInForm', () => {
  it('offers the promotions this member may still use, with their uses, and records the one chosen', async () => {
    let sent: Record<string, unknown> | null = null;
    let askedWith: Record<string, unknown> | null = null;
    await renderWithProviders(<CheckInForm token={TOKEN} method="qr_code" />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => [ownBusiness()],
        // The server leaves out what this member has used up; the rest come with their uses.
        'POST /businesses/{id}/check-ins/promotions': ({ params, body }) => {
          if (params.id !== BUSINESS_ID) return fail(404, 'NOT_FOUND', 'Business not found');
          askedWith = body;
          return OFFERED;
        },
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
            visits_count: 922,
            member_visits_today: 2,
          };
        },
      },
    });

    const picker = await screen.findByRole('combobox', { name: 'Promotion used (optional)' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No promotion', 'Half-price oysters (used 1 of 2)', 'Staff meal']);
    expect(askedWith).toEqual({ token: TOKEN });
    await userEvent.selectOptions(picker, 'Half-price oysters (used 1 of 2)');
    await userEvent.click(screen.getByRole('button', { name: 'Record visit at Salt Pier Kitchen' }));
    const recorded = await screen.findByRole('status');
    expect(recorded).toHaveTextContent('Visit recorded for Sam with Half-price oysters');
    // What matters at the door: this member's visits today, not the business's lifetime total.
    expect(recorded).toHaveTextContent('Their 2 visits here today, this one included.');
    expect(recorded).not.toHaveTextContent('922');
    expect(screen.getByRole('link', { name: 'Check the next card' })).toHaveAttribute('href', '/verify');
    expect(sent).toMatchObject({
      token: TOKEN,
      method: 'qr_code',
      promotion_id: '00000000-0000-4000-8000-0000000000a1',
    });
  });
});

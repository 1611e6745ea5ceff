import type { TAdminBilling } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { AdminBillingPanel } from '@/features/billing';
import { renderWithProviders } from '@/test/render-with-providers';

const row = (
  id: string,
  name: string,
  status: TAdminBilling['businesses'][number]['status'],
  trialEnds: string,
) => ({
  business_id: `00000000-0000-4000-8000-00000000000${id}`,
  business_name: name,
  status,
  trial_ends_at: trialEnds,
  quantity: 4,
  unpaid_since: null,
});

const panel: TAdminBilling = {
  enabled: true,
  mrr_cents: 2000,
  counts: { trialing: 1, active: 1, past_due: 0, canceled: 0, unpaid: 0 },
  trials_ending: [row('1', 'Harbor Fish Bar', 'trialing', '2026-12-01T12:00:00.000Z')],
  businesses: [
    row('1', 'Harbor Fish Bar', 'trialing', '2026-12-01T12:00:00.000Z'),
    row('2', 'Salt Pier Kitchen', 'active', '2026-06-01T12:00:00.000Z'),
  ],
};

describe("the admin's billing panel", () => {
  it('shows monthly recurring revenue, the statuses, trials ending soon and every business', async () => {
    renderWithProviders(<AdminBillingPanel />, {
      user: testUser({ is_admin: true, role: 'admin' }),
      api: { 'GET /admin/billing': () => panel },
    });
    expect(await screen.findByTestId('mrr')).toHaveTextContent('$20.00');
    const ending = screen.getByRole('table', { name: 'Trials ending in the next 14 days' });
    expect(within(ending).getByText('Harbor Fish Bar')).toBeInTheDocument();
    expect(within(ending).queryByText('Salt Pier Kitchen')).toBeNull();
    const every = screen.getByRole('table', { name: "Every business's billing" });
    expect(within(every).getByText('Salt Pier Kitchen')).toBeInTheDocument();
    expect(within(every).getAllByText('Free trial')).toHaveLength(1);
  });
});

import { addDays, listPage } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { AdminPage } from './admin-page';

const admin = testUser({ first_name: 'Avery', last_name: 'Admin', role: 'admin', is_admin: true });

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAdmin(url: string, user = admin, routes: ApiStubs = {}) {
  return renderWithProviders(
    <>
      <AdminPage />
      <LocationProbe />
    </>,
    {
      path: url,
      user,
      api: {
        'GET /admin/overview': () => ({ total_users: 1234, active_businesses: 56, live_jobs: 789 }),
        'GET /health': () => ({ status: 'ok', database: 'ok', engine: 'pglite' }),
        'GET /admin/analytics': () => ({
          weeks: Array.from({ length: 12 }, (_, i) => ({
            week: addDays('2026-09-07', 7 * i),
            new_members: i,
            check_ins: 2 * i,
          })),
          members: 345,
        }),
        'GET /admin/billing': () => ({
          enabled: false,
          mrr_cents: 0,
          counts: { trialing: 0, active: 0, past_due: 0, canceled: 0, unpaid: 0 },
          trials_ending: [],
          businesses: [],
        }),
        'GET /admin/operations': () => ({
          queues: [
            { name: 'geocode-business', queued: 2, active: 1, failed: 0, oldest_due_seconds: 12 },
            { name: 'send-email', queued: 0, active: 0, failed: 3, oldest_due_seconds: 0 },
          ],
          outboxes: {
            text: [
              { status: 'queued', count: 4 },
              { status: 'held', count: 1 },
              { status: 'sent', count: 250 },
              { status: 'failed', count: 2 },
            ],
            email: [
              { status: 'queued', count: 0 },
              { status: 'sent', count: 17 },
            ],
          },
          sms: { sent_last_hour: 42, hourly_cap: 300 },
          failures_last_day: { jobs: 3, texts: 2, emails: 0 },
        }),
        'GET /theme': () => ({ theme: null, updated_at: null }),
        'GET /admin/audit-events': () =>
          listPage(
            [
              {
                id: '00000000-0000-4000-8000-0000000000e1',
                action: 'user.update',
                entity_type: 'user',
                entity_id: '00000000-0000-4000-8000-000000000103',
                actor_id: admin.id,
                actor_label: 'Avery Admin (+12075550100)',
                changes: {
                  last_name: { from: 'Dish', to: 'Dishwasher' },
                  is_admin: { from: false, to: true },
                },
                created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
              },
            ],
            1,
            { page: 1, limit: 5 },
          ),
        ...routes,
      },
    },
  );
}

describe('admin panel', () => {
  it("shows the Operations panel: texts against the cap, the day's failures, the queues and the outboxes", async () => {
    await renderAdmin('/admin');
    const panel = await screen.findByRole('region', { name: 'Operations' });
    expect(await within(panel).findByText('42 of 300')).toBeInTheDocument();
    expect(within(panel).getByText(/Background jobs:/)).toHaveTextContent(
      'Background jobs: 3, texts: 2, e-mails: 0',
    );
    const queues = within(panel).getByRole('table', { name: 'Background jobs by name' });
    const row = within(queues).getByRole('row', { name: /geocode-business/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '12 sec']);
    const texts = within(panel).getByRole('heading', { name: 'Text outbox' }).parentElement as HTMLElement;
    expect(within(texts).getByText('Held for quiet hours').nextSibling).toHaveTextContent('1');
    expect(within(texts).getByText('Sent').nextSibling).toHaveTextContent('250');
  });

  it('shows the real figures, the health check and the audit trail on the dashboard', async () => {
    await renderAdmin('/admin');
    expect(screen.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('56')).toBeInTheDocument();
    expect(screen.getByText('789')).toBeInTheDocument();
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    const activity = await screen.findByRole('list', { name: 'Recent admin changes' });
    expect(within(activity).getByText('Avery Admin (+12075550100)')).toBeInTheDocument();
    expect(within(activity).getByText(/updated a user/)).toHaveTextContent('(last name, is admin)');
    expect(within(activity).getByText(/10 minutes ago/)).toBeInTheDocument();
  });

  it("shows 'Analytics & Billing' on the dashboard: members, and the weeks as a chart with its table", async () => {
    await renderAdmin('/admin');
    const section = await screen.findByRole('region', { name: 'Analytics & Billing' });
    expect(await within(section).findByText('345')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: /^New members and check-ins per week,/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[12]).toHaveTextContent('2026-11-231122');
    expect(
      within(section).getByRole('link', { name: 'Download CSV of New members and check-ins per week' }),
    ).toHaveAttribute('download', 'platform-weeks.csv');
    // Billing's figures follow in the same section (decision 067); this server has no Stripe keys.
    const billing = await within(section).findByRole('region', { name: 'Billing' });
    expect(
      within(billing).getByText('Billing is off on this server (no Stripe keys): nothing is charged.'),
    ).toBeInTheDocument();
  });

  it('lights the four capabilities an admin holds', async () => {
    await renderAdmin('/admin');
    const capabilities = screen.getByRole('list', { name: 'Admin capabilities' });
    for (const label of ['User Management', 'Business Management', 'Job Management', 'Analytics & Billing']) {
      expect(within(capabilities).getByText(label).closest('li')).toHaveTextContent('(granted)');
    }
  });

  it('says when the health check fails', async () => {
    await renderAdmin('/admin', admin, {
      'GET /health': () => fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'),
    });
    expect(await screen.findByText('Service degraded')).toBeInTheDocument();
  });

  it('keeps the tab in ?tab=, ignores an unknown one, and updates it on switching', async () => {
    await renderAdmin('/admin?tab=bogus', admin, {
      'GET /users': () => listPage([], 0, { page: 1, limit: 20 }),
    });
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin?tab=users');
    expect(screen.getByText('Select a user to see their details.')).toBeInTheDocument();
  });

  it('opens the tab the URL names', async () => {
    await renderAdmin('/admin?tab=themes');
    expect(screen.getByRole('tab', { name: 'Brand Themes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: /^Preview [A-Z]/ })).toHaveLength(13);
  });

  it('refuses a non-admin with the panel’s own words', async () => {
    await renderAdmin('/admin', testUser());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access denied. You need administrator privileges to view this page.',
    );
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });
});

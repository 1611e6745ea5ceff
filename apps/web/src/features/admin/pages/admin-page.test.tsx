import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi, testUser } from '@/features/auth/testing';
import { ThemeProvider } from '@/features/themes';
import { AdminPage } from './admin-page';

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

const admin = testUser({ first_name: 'Avery', last_name: 'Admin', role: 'admin', is_admin: true });

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAdmin(url: string, user = admin, routes: Record<string, () => Reply> = {}) {
  vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(user));
  stubAuthApi(user, {
    'GET /api/v1/admin/overview': () => ok({ total_users: 1234, active_businesses: 56, live_jobs: 789 }),
    'GET /api/v1/health': () => ok({ status: 'ok', database: 'ok', engine: 'pglite' }),
    'GET /api/v1/theme': () => ok({ theme: null, updated_at: null }),
    'GET /api/v1/admin/audit-events': () => ({
      status: 200,
      body: {
        data: [
          {
            id: '00000000-0000-4000-8000-0000000000e1',
            action: 'user.update',
            entity_type: 'user',
            entity_id: '00000000-0000-4000-8000-000000000103',
            actor_id: admin.id,
            actor_label: 'Avery Admin (+12075550100)',
            changes: { last_name: { from: 'Dish', to: 'Dishwasher' }, is_admin: { from: false, to: true } },
            created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
          },
        ],
        total: 1,
        page: 1,
        limit: 5,
        totalPages: 1,
      },
    }),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <AdminPage />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('admin panel', () => {
  it('shows the real figures, the health check and the audit trail on the dashboard', async () => {
    renderAdmin('/admin');
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

  it('lights the four capabilities an admin holds', () => {
    renderAdmin('/admin');
    const capabilities = screen.getByRole('list', { name: 'Admin capabilities' });
    for (const label of ['User Management', 'Business Management', 'Job Management', 'Analytics & Billing']) {
      expect(within(capabilities).getByText(label).closest('li')).toHaveTextContent('(granted)');
    }
  });

  it('says when the health check fails', async () => {
    renderAdmin('/admin', admin, {
      'GET /api/v1/health': () => ({
        status: 503,
        body: { success: false, error: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' } },
      }),
    });
    expect(await screen.findByText('Service degraded')).toBeInTheDocument();
  });

  it('keeps the tab in ?tab=, ignores an unknown one, and updates it on switching', async () => {
    renderAdmin('/admin?tab=bogus');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin?tab=users');
    expect(screen.getByText('Select a user to see their details.')).toBeInTheDocument();
  });

  it('opens the tab the URL names', () => {
    renderAdmin('/admin?tab=themes');
    expect(screen.getByRole('tab', { name: 'Brand Themes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: /^Preview [A-Z]/ })).toHaveLength(13);
  });

  it('refuses a non-admin with the panel’s own words', () => {
    renderAdmin('/admin', testUser());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Access denied. You need administrator privileges to view this page.',
    );
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });
});

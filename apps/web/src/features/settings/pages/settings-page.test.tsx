import type { TSignInSession } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAuthApi, testUser } from '@/features/auth/testing';
import { SettingsPage } from './settings-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const device = (id: string, name: string, current = false): TSignInSession => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  device: name,
  ip: '198.51.100.7',
  started_at: minutesAgo(3 * 24 * 60),
  last_active_at: minutesAgo(5),
  current,
});

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

function renderSettings(routes: Record<string, (init: RequestInit | undefined) => Reply>) {
  const fetchMock = stubAuthApi(testUser(), routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('settings: signed-in devices', () => {
  it('lists the devices, marks this one, and signs out of another', async () => {
    let devices = [device('1', 'Chrome on Android', true), device('2', 'Firefox on Windows')];
    const fetchMock = renderSettings({
      'GET /api/v1/auth/sessions': () => ok(devices),
      [`DELETE /api/v1/auth/sessions/${devices[1]!.id}`]: () => {
        devices = devices.slice(0, 1);
        return ok(null);
      },
    });

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[1]!).getByText(/Signed in 3 days ago · last active 5 minutes ago · 198\.51\.100\.7/),
    ).toBeInTheDocument();

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /Sign out of Firefox on Windows/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining(`/api/v1/auth/sessions/${'00000000-0000-4000-8000-000000000002'}`),
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeDisabled();
  });

  it('asks before signing out of every other device, and does nothing on Cancel', async () => {
    let devices = [
      device('1', 'Safari on iOS', true),
      device('2', 'Chrome on Windows'),
      device('3', 'Edge on Windows'),
    ];
    let calls = 0;
    renderSettings({
      'GET /api/v1/auth/sessions': () => ok(devices),
      'POST /api/v1/auth/sessions/sign-out-others': () => {
        calls++;
        devices = devices.slice(0, 1);
        return ok({ signed_out: 2 });
      },
    });
    const signOutAll = await screen.findByRole('button', { name: 'Sign out of all other devices' });
    await waitFor(() => expect(signOutAll).toBeEnabled());

    await userEvent.click(signOutAll);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of other devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toBe(0);

    await userEvent.click(signOutAll);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toBe(1);
  });

  it('says when the devices could not be loaded, and tries again', async () => {
    let fail = true;
    renderSettings({
      'GET /api/v1/auth/sessions': () =>
        fail
          ? {
              status: 503,
              body: {
                success: false,
                error: { message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' },
              },
            }
          : ok([device('1', 'Chrome on Android', true)]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your devices could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});

import { CONSENT_WORDS, type TSignInSession, type TTextKindSetting } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
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

function renderSettings(api: ApiStubs) {
  return renderWithProviders(<SettingsPage />, {
    user: testUser(),
    api: {
      'GET /user/text-consents': () => ({ kinds: [] }),
      'GET /auth/passkeys': () => ({ passkeys: [], recovery_codes_left: 0, verified_at: null }),
      ...api,
    },
  });
}

describe('settings: signed-in devices', () => {
  it('lists the devices, marks this one, and signs out of another', async () => {
    let devices = [device('1', 'Chrome on Android', true), device('2', 'Firefox on Windows')];
    const { requests } = await renderSettings({
      'GET /auth/sessions': () => devices,
      'DELETE /auth/sessions/{id}': ({ params }) => {
        devices = devices.filter((each) => each.id !== params.id);
        return null;
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
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: expect.objectContaining({
          pathname: `/api/v1/auth/sessions/${'00000000-0000-4000-8000-000000000002'}`,
        }),
      }),
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
    await renderSettings({
      'GET /auth/sessions': () => devices,
      'POST /auth/sessions/sign-out-others': () => {
        calls++;
        devices = devices.slice(0, 1);
        return { signed_out: 2 };
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
    let down = true;
    await renderSettings({
      'GET /auth/sessions': () =>
        down
          ? fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
          : [device('1', 'Chrome on Android', true)],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your devices could not be loaded.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });
});

describe('settings: texts', () => {
  const kinds = (): TTextKindSetting[] => [
    {
      kind: 'sign-in-code',
      enabled: true,
      switchable: false,
      consent: {
        granted: true,
        at: '2026-11-20T15:30:00.000Z',
        screen: 'sign-in',
        words: CONSENT_WORDS['sign-in'].words,
        words_version: CONSENT_WORDS['sign-in'].version,
        ip: '198.51.100.7',
      },
    },
    { kind: 'job-alert', enabled: true, switchable: true, consent: null },
  ];

  it('shows each kind with its consent, and a switch that turns a kind off on the server', async () => {
    const { requests } = await renderSettings({
      'GET /auth/sessions': () => [],
      'GET /user/text-consents': () => ({ kinds: kinds() }),
      'PUT /user/text-consents/{kind}': ({ body }) => ({
        kind: 'job-alert',
        enabled: body.enabled,
        switchable: true,
        consent: null,
      }),
    });
    const texts = await screen.findByRole('region', { name: 'Texts' });
    expect(await within(texts).findByText('Only when you ask')).toBeInTheDocument();
    expect(within(texts).getByText(/on the sign-in screen, from 198\.51\.100\.7/)).toBeInTheDocument();
    // The words the person agreed to, as the sign-in screen showed them.
    expect(
      within(texts).getByText(new RegExp(CONSENT_WORDS['sign-in'].words.slice(0, 40))),
    ).toBeInTheDocument();
    const alerts = within(texts).getByRole('switch', { name: 'Job alerts' });
    expect(alerts).toBeChecked();
    await userEvent.click(alerts);
    await waitFor(() => expect(within(texts).getByRole('switch', { name: 'Job alerts' })).not.toBeChecked());
    expect(
      within(texts).getByText('Off: we send none of these. Replying STOP to one turns it off too.'),
    ).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: expect.objectContaining({ pathname: '/api/v1/user/text-consents/job-alert' }),
        body: { enabled: false },
      }),
    );
  });
});

describe('settings: passkeys', () => {
  it('says when there are none, and lists them with the recovery codes left', async () => {
    await renderSettings({ 'GET /auth/sessions': () => [] });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('lists each passkey with when it was added and last used', async () => {
    await renderSettings({
      'GET /auth/sessions': () => [],
      'GET /auth/passkeys': () => ({
        passkeys: [
          {
            id: '00000000-0000-4000-8000-0000000000a1',
            name: 'Work phone',
            created_at: minutesAgo(2 * 24 * 60),
            last_used_at: minutesAgo(10),
          },
        ],
        recovery_codes_left: 9,
        verified_at: null,
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work phone')).toBeInTheDocument();
    expect(within(list).getByText('Added 2 days ago · last used 10 minutes ago')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  });
});

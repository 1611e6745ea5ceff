import { type TJobAlert, type TJobAlertList, ZJobAlertFilters } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const alert = (n: number, overrides: Partial<TJobAlert> = {}): TJobAlert => ({
  id: id(n),
  name: `Search ${n}`,
  filters: { title_search: 'line cook', location: 'Old Port', is_tipped_role: true },
  frequency: 'instant',
  digest_time: '08:00',
  channels: ['email'],
  paused: false,
  created_at: '2026-03-10T12:00:00.000Z',
  last_alerted_at: null,
  ...overrides,
});
const confirmed = { address: 'sam@mail.example', confirmed: true };

describe('Job alerts page', () => {
  it('lists each saved search in words, with how often, where to, and a link that runs it', async () => {
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': () => ({
          items: [
            alert(1),
            alert(2, {
              filters: { title_search: undefined, location: undefined, role_type: 'bartender' },
              frequency: 'daily',
              digest_time: '18:30',
              channels: ['email', 'sms'],
              paused: true,
            }),
          ],
          email: confirmed,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job alerts' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Search 1' });
    expect(within(first).getByText('"line cook" · Tipped roles only · In Old Port')).toBeInTheDocument();
    expect(within(first).getByText('Instantly')).toBeInTheDocument();
    expect(within(first).getByText('E-mail')).toBeInTheDocument();
    expect(within(first).queryByText('Paused')).not.toBeInTheDocument();
    expect(
      within(first).getByRole('link', { name: 'Run this search on the job board: Search 1' }),
    ).toHaveAttribute('href', '/jobs?title_search=line+cook&is_tipped_role=true&location=Old+Port');
    const second = screen.getByRole('article', { name: 'Search 2' });
    expect(within(second).getByText('Daily at 6:30 PM (Portland time)')).toBeInTheDocument();
    expect(within(second).getByText('E-mail and text message')).toBeInTheDocument();
    expect(within(second).getByText('Paused')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Resume alert: Search 2' })).toBeInTheDocument();
    const email = screen.getByRole('region', { name: 'Alert e-mail' });
    expect(within(email).getByText('sam@mail.example')).toBeInTheDocument();
    expect(within(email).getByText('Confirmed')).toBeInTheDocument();
    expect(within(email).queryByRole('button', { name: 'Resend confirmation' })).not.toBeInTheDocument();
  });

  it('pauses, changes and (once confirmed) deletes a search', async () => {
    const patches: unknown[] = [];
    const deleted: string[] = [];
    let current = alert(1);
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': () => ({ items: [current], email: confirmed }),
        'PATCH /user/job-alerts/{alertId}': ({ params, body }) => {
          patches.push([params.alertId, body]);
          current = { ...current, ...body } as TJobAlert;
          return current;
        },
        'DELETE /user/job-alerts/{alertId}': ({ params }) => {
          deleted.push(params.alertId);
          return { items: [], email: confirmed };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause alert: Search 1' }));
    const item = screen.getByRole('article', { name: 'Search 1' });
    expect(await within(item).findByText('Paused')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Resume alert: Search 1' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Change alert: Search 1' }));
    const name = within(item).getByRole('textbox', { name: 'Alert name' });
    await user.clear(name);
    await user.type(name, 'Cook shifts');
    await user.click(within(item).getByRole('checkbox', { name: 'Text message to my phone' }));
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    const renamed = await screen.findByRole('article', { name: 'Cook shifts' });
    expect(within(renamed).getByText('E-mail and text message')).toBeInTheDocument();

    await user.click(within(renamed).getByRole('button', { name: 'Delete alert: Cook shifts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(within(renamed).getByRole('button', { name: 'Delete alert: Cook shifts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete alert' }),
    );
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
    expect(deleted).toEqual([id(1)]);
    expect(patches).toEqual([
      [id(1), { paused: true }],
      [
        id(1),
        {
          name: 'Cook shifts',
          filters: alert(1).filters,
          frequency: 'instant',
          digest_time: '08:00',
          channels: ['email', 'sms'],
        },
      ],
    ]);
  });

  it("changes a search's minimum pay, refusing one the API would refuse in its words", async () => {
    const patches: unknown[] = [];
    let current = alert(1);
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': () => ({ items: [current], email: confirmed }),
        'PATCH /user/job-alerts/{alertId}': ({ body }) => {
          patches.push(body);
          // Answered as the API does: the filters as the contract reads them (the floor a number).
          current = { ...current, ...body, filters: ZJobAlertFilters.parse(body.filters) } as TJobAlert;
          return current;
        },
      },
    });
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'Search 1' });
    await user.click(within(item).getByRole('button', { name: 'Change alert: Search 1' }));
    const minPay = within(item).getByRole('textbox', { name: 'Minimum pay (optional)' });
    expect(minPay).toHaveValue('');
    expect(minPay).toHaveAccessibleDescription('Dollars an hour, tips included');
    await user.type(minPay, '-3');
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(item).findByText(
        'Minimum pay must be an amount in dollars per hour from 0 to 100, to the cent',
      ),
    ).toBeInTheDocument();
    expect(minPay).toHaveAccessibleDescription(/Minimum pay must be/);
    expect(patches).toEqual([]);

    await user.clear(minPay);
    await user.type(minPay, '19.5');
    await user.click(within(item).getByRole('button', { name: 'Save changes' }));
    expect(await within(item).findByText(/Pays \$19\.50\/hr or more/)).toBeInTheDocument();
    expect(patches).toEqual([
      {
        name: 'Search 1',
        filters: { ...alert(1).filters, min_pay: '19.5' },
        frequency: 'instant',
        digest_time: '08:00',
        channels: ['email'],
      },
    ]);
  });

  it('offers to send the confirmation link again while the address is unconfirmed', async () => {
    const resent: unknown[] = [];
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': (): TJobAlertList => ({
          items: [alert(1)],
          email: { address: 'sam@mail.example', confirmed: false },
        }),
        'PUT /user/job-alerts/email': ({ body }) => {
          resent.push(body);
          return { address: body.email, confirmed: false };
        },
      },
    });
    const email = await screen.findByRole('region', { name: 'Alert e-mail' });
    expect(within(email).getByText('Not confirmed yet')).toBeInTheDocument();
    await userEvent.click(within(email).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(resent).toEqual([{ email: 'sam@mail.example' }]));
  });

  it('asks for an address when none is set, refusing one that is not an address', async () => {
    const set: unknown[] = [];
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': () => ({ items: [], email: { address: null, confirmed: false } }),
        'PUT /user/job-alerts/email': ({ body }) => {
          set.push(body);
          return { address: body.email, confirmed: false };
        },
      },
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'E-mail address for alerts' });
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(set).toEqual([]);
    await user.clear(field);
    await user.type(field, 'sam@mail.example');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Not confirmed yet')).toBeInTheDocument();
    expect(set).toEqual([{ email: 'sam@mail.example' }]);
  });

  it('shows a load failure with Try again, and the list once it answers', async () => {
    let answers = 0;
    renderRoute('/alerts', {
      user: testUser(),
      api: {
        'GET /user/job-alerts': () => {
          answers += 1;
          return answers === 1
            ? fail(500, 'INTERNAL_ERROR', 'Broken')
            : { items: [alert(1)], email: confirmed };
        },
      },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const failure = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('Your job alerts could not be loaded.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Search 1' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to sign in first', async () => {
    const { router } = renderRoute('/alerts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

import {
  GET_ALERTS_FOR_SEARCH,
  JOB_ALERT_CHANNEL_MISSING,
  listPage,
  type TCreateJobAlertRequest,
  type TJobAlert,
  type TJobAlertList,
} from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderRoute } from '@/test/render-route';
import type { ApiStubs } from '@/test/stub-api';

const ALERT_ID = '00000000-0000-4000-8000-0000000000a1';
const noJobs = listPage([], 0, { page: 1, limit: 20 });
const noAlerts = (address: string | null = null): TJobAlertList => ({
  items: [],
  email: { address, confirmed: false },
});
const savedAlert = (body: TCreateJobAlertRequest): TJobAlert => ({
  id: ALERT_ID,
  name: body.name,
  filters: { title_search: undefined, location: 'Old Port', role_type: 'bartender' },
  frequency: body.frequency,
  digest_time: body.digest_time ?? '08:00',
  channels: body.channels,
  paused: false,
  created_at: '2026-03-10T12:00:00.000Z',
  last_alerted_at: null,
});

function renderJobs(path: string, api: ApiStubs, signedIn = true) {
  return renderRoute(path, {
    user: signedIn ? testUser() : null,
    api: { 'GET /jobs': () => noJobs, ...api },
  });
}

describe("'Get alerts for this search' on /jobs", () => {
  it("saves the URL's filters with the name, a daily time and both channels, asking for the address first", async () => {
    const sent: unknown[] = [];
    renderJobs('/jobs?role_type=bartender&location=Old+Port&sort_by=pay', {
      'GET /user/job-alerts': () => noAlerts(),
      'PUT /user/job-alerts/email': ({ body }) => {
        sent.push(['email', body]);
        return { address: body.email, confirmed: false };
      },
      'POST /user/job-alerts': ({ body }) => {
        sent.push(['alert', body]);
        return savedAlert(body);
      },
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: GET_ALERTS_FOR_SEARCH });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: GET_ALERTS_FOR_SEARCH });
    expect(await within(panel).findByText('New jobs matching: Bartender · In Old Port')).toBeInTheDocument();
    const name = await within(panel).findByRole('textbox', { name: 'Alert name' });
    expect(name).toHaveValue('Bartender, In Old Port');
    await user.clear(name);
    await user.type(name, 'Evening bar shifts');
    await user.click(within(panel).getByRole('radio', { name: 'Once a day' }));
    const time = within(panel).getByLabelText('Daily at (Portland time)');
    await user.clear(time);
    await user.type(time, '18:30');
    await user.click(within(panel).getByRole('checkbox', { name: 'Text message to my phone' }));
    await user.type(
      await within(panel).findByRole('textbox', { name: 'E-mail address for alerts' }),
      'sam@mail.example',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save alert' }));

    expect(await within(panel).findByText('Alert saved.')).toBeInTheDocument();
    expect(within(panel).getByText(/Open the link we sent to/)).toHaveTextContent('sam@mail.example');
    expect(within(panel).getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute(
      'href',
      '/alerts',
    );
    // Sort and page are the list's, not the search's.
    expect(sent).toEqual([
      ['email', { email: 'sam@mail.example' }],
      [
        'alert',
        {
          name: 'Evening bar shifts',
          filters: { role_type: 'bartender', location: 'Old Port' },
          frequency: 'daily',
          digest_time: '18:30',
          channels: ['email', 'sms'],
          paused: false,
        },
      ],
    ]);
  });

  /**
   * Opens the form on /jobs at `path` (an address already set), after `before` (e.g. 'Near me');
   * `save` answers the filters sent.
   */
  async function openAlertForm(
    path: string,
    before?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
  ) {
    const sent: unknown[] = [];
    renderJobs(path, {
      'GET /user/job-alerts': () => noAlerts('sam@mail.example'),
      'POST /user/job-alerts': ({ body }) => {
        sent.push(body.filters);
        return savedAlert(body);
      },
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: GET_ALERTS_FOR_SEARCH });
    await waitFor(() => expect(button).toBeEnabled());
    await before?.(user);
    await user.click(button);
    const panel = screen.getByRole('region', { name: GET_ALERTS_FOR_SEARCH });
    const save = async () => {
      await user.click(within(panel).getByRole('button', { name: 'Save alert' }));
      expect(await within(panel).findByText('Alert saved.')).toBeInTheDocument();
      return sent;
    };
    return { panel, save };
  }

  it("keeps the search's ZIP code and radius, and says it in words", async () => {
    const { panel, save } = await openAlertForm('/jobs?role_type=cook&zip=04101&radius=5');
    expect(
      await within(panel).findByText('New jobs matching: Kitchen / Cook · Within 5 miles of 04101'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(/cannot use your position/)).not.toBeInTheDocument();
    expect(await save()).toEqual([{ role_type: 'cook', zip: '04101', radius: 5 }]);
  });

  it('saves a search near the device without its position, and says so', async () => {
    // The position comes from 'Near me' only, never from the URL.
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 43.66, longitude: -70.26 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const { panel, save } = await openAlertForm('/jobs?role_type=cook&radius=5', async (user) => {
      await user.click(screen.getByRole('button', { name: 'Near me' }));
      await screen.findByText('Near your location');
    });
    expect(
      await within(panel).findByText(
        'Alerts cannot use your position. Type a ZIP code to get alerts near it.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('New jobs matching: Kitchen / Cook')).toBeInTheDocument();
    expect(await save()).toEqual([{ role_type: 'cook' }]);
  });

  it('refuses an alert with no channel in the words of the contract, and sends nothing', async () => {
    const { requests } = renderJobs('/jobs', { 'GET /user/job-alerts': () => noAlerts('sam@mail.example') });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: GET_ALERTS_FOR_SEARCH });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const panel = screen.getByRole('region', { name: GET_ALERTS_FOR_SEARCH });
    expect(await within(panel).findByRole('textbox', { name: 'Alert name' })).toHaveValue('All jobs');
    await user.click(within(panel).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(panel).getByRole('button', { name: 'Save alert' }));
    expect(await within(panel).findByText(JOB_ALERT_CHANNEL_MISSING)).toBeInTheDocument();
    // An address is already set: it is not asked for again.
    expect(
      within(panel).queryByRole('textbox', { name: 'E-mail address for alerts' }),
    ).not.toBeInTheDocument();
    expect(
      requests.some(
        (request) => request.method === 'POST' && request.url.pathname.endsWith('/user/job-alerts'),
      ),
    ).toBe(false);
  });

  it('sends a signed-out visitor to sign in, to come back to the same search with the form open', async () => {
    const { router } = renderJobs('/jobs?title_search=cook', {}, false);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: GET_ALERTS_FOR_SEARCH });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: { pathname: '/jobs', search: '?title_search=cook&alert=new' },
    });
  });

  it('opens the form on the way back from signing in, and takes the marker out of the address', async () => {
    const { router } = renderJobs('/jobs?title_search=cook&alert=new', {
      'GET /user/job-alerts': () => noAlerts('sam@mail.example'),
    });
    const panel = await screen.findByRole('region', { name: GET_ALERTS_FOR_SEARCH });
    expect(await within(panel).findByRole('textbox', { name: 'Alert name' })).toHaveValue('"cook"');
    await waitFor(() => expect(router.state.location.search).toBe('?title_search=cook'));
  });
});

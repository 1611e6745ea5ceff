import {
  listPage,
  REQUIRED_CERTIFICATE_KINDS,
  type TJob,
  type TJobList,
  WORK_LANGUAGES,
} from '@perks/contract';
import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobsPage } from './jobs-page';

// The contract's sample job, as a tipped part-time cook at one business, numbered n.
const job = (n: number, overrides: Partial<TJob> = {}): TJob => ({
  ...sampleJob,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Line Cook ${n}`,
  company: 'Salt Pine Social',
  business_id: '11111111-1111-4111-8111-111111111111',
  business: { id: '11111111-1111-4111-8111-111111111111', name: 'Salt Pine Social', address: null },
  employment_type: 'part-time',
  base_hourly_pay: 18,
  is_tipped_role: true,
  estimated_tips_hourly: 6,
  tip_structure: 'pooled',
  weekly_hours: 24,
  posted_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  expires_at: new Date(Date.now() + 3.5 * 86_400_000).toISOString(),
  schedule_data: [],
  ...overrides,
});

// A list without a place: no job has a distance.
const list = (data: TJob[], total = data.length, page = 1): TJobList =>
  listPage(
    data.map((job) => ({ ...job, distance_miles: null })),
    total,
    { page, limit: 20 },
  );

let fetchMock: ReturnType<typeof vi.fn>;
let answer: (url: URL) => { status: number; body: unknown };

function renderJobs(path = '/jobs', props: Parameters<typeof JobsPage>[0] = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/jobs', element: <JobsPage {...props} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The query strings of every GET /jobs so far. */
const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').search);

beforeEach(() => {
  answer = () => ({ status: 200, body: list([job(1), job(2)]) });
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const { status, body } = answer(new URL(String(input), 'http://localhost'));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('job list screen', () => {
  it('shows five skeleton cards, then cards with title, company link, location, pay, time ago and expiry', async () => {
    renderJobs();
    expect(screen.getAllByTestId('job-card-skeleton')).toHaveLength(5);
    const card = (await screen.findByRole('link', { name: 'Line Cook 1' })).closest('article')!;
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Line Cook 1' })).toHaveAttribute(
      'href',
      `/jobs/${job(1).id}`,
    );
    expect(within(card).getByRole('link', { name: 'Salt Pine Social' })).toHaveAttribute(
      'href',
      '/business/11111111-1111-4111-8111-111111111111',
    );
    expect(card).toHaveTextContent('Portland, ME');
    expect(card).toHaveTextContent('$18.00/hr + $6.00/hr tips');
    expect(card).toHaveTextContent('3 hours ago');
    expect(card).toHaveTextContent(/Expires in [34] days/);
    expect(screen.getByText('2 jobs')).toBeInTheDocument();
  });

  it('applies a title search 300 ms after typing, only from two characters, and resets the page', async () => {
    const router = renderJobs('/jobs?page=2');
    await screen.findByText('Line Cook 1');
    // The debounce runs on a fake clock from here, so the test steps through time instead of
    // sleeping. Testing Library's waits and user-event's typing would stall on that clock, so the
    // keystrokes are change events and the checks are direct.
    vi.useFakeTimers();
    const box = screen.getByLabelText('Search job titles');
    const type = (value: string) => fireEvent.change(box, { target: { value } });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    type('c');
    expect(screen.getByText('Search requires at least 2 characters')).toBeInTheDocument();
    await wait(1_000);
    expect(requested()).toEqual(['?page=2']);
    expect(router.state.location.search).toBe('?page=2');

    type('co');
    expect(screen.queryByText('Search requires at least 2 characters')).not.toBeInTheDocument();
    await wait(299);
    expect(router.state.location.search).toBe('?page=2');
    await wait(1);
    expect(router.state.location.search).toBe('?title_search=co');
    await wait(100);
    expect(requested()).toEqual(['?page=2', '?title_search=co']);
  });

  it('applies a minimum pay 300 ms after typing, as dollars, and waits while the amount is not one', async () => {
    const router = renderJobs('/jobs?role_type=server');
    await screen.findByText('Line Cook 1');
    vi.useFakeTimers();
    const box = screen.getByLabelText('Minimum pay');
    expect(box).toHaveAccessibleDescription('Dollars an hour, tips included');
    const type = (value: string) => fireEvent.change(box, { target: { value } });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    type('18.');
    await wait(1_000);
    expect(router.state.location.search).toBe('?role_type=server');
    type('18.50');
    await wait(300);
    expect(router.state.location.search).toBe('?role_type=server&min_pay=18.5');
    await wait(100);
    expect(requested()).toEqual(['?role_type=server', '?role_type=server&min_pay=18.5']);
    expect(document.querySelector('summary')).toHaveTextContent('Filters (2)');
    // 0 is no floor: the filter goes.
    type('0');
    await wait(300);
    expect(router.state.location.search).toBe('?role_type=server');
    expect(box).toHaveValue('0');
  });

  it('keeps the filters in the URL and sends them', async () => {
    const router = renderJobs();
    await screen.findByText('Line Cook 1');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Tipped roles only'));
    await user.selectOptions(screen.getByLabelText('Employment type'), 'part-time');
    await user.selectOptions(screen.getByLabelText('Role type'), 'bartender');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest Pay');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?is_tipped_role=true&employment_type=part-time&role_type=bartender&sort_by=salary&sort_order=desc',
      ),
    );
    await waitFor(() =>
      expect(requested()).toContain(
        '?employment_type=part-time&is_tipped_role=true&role_type=bartender&sort_by=salary&sort_order=desc',
      ),
    );
  });

  it('offers the six role types, one of them for the kitchen', async () => {
    renderJobs();
    await screen.findByText('Line Cook 1');
    expect(
      within(screen.getByLabelText('Role type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All roles', 'Server', 'Bartender', 'Kitchen / Cook', 'Management', 'Host', 'Other']);
  });

  it('offers every employment type a card can show, contract and temporary included', async () => {
    renderJobs();
    await screen.findByText('Line Cook 1');
    expect(
      within(screen.getByLabelText('Employment type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Full-time', 'Part-time', 'Contract', 'Temporary']);
  });

  it('reads a shared link into the filters', async () => {
    renderJobs('/jobs?title_search=bar&is_tipped_role=true&employment_type=part-time');
    await screen.findByText('Line Cook 1');
    expect(screen.getByLabelText('Search job titles')).toHaveValue('bar');
    expect(screen.getByLabelText('Tipped roles only')).toBeChecked();
    expect(screen.getByLabelText('Employment type')).toHaveValue('part-time');
    expect(requested()).toEqual(['?title_search=bar&employment_type=part-time&is_tipped_role=true']);
  });

  it('is a GET form on /jobs whose fields carry the URL names, so it submits without JavaScript', async () => {
    renderJobs();
    await screen.findByText('Line Cook 1');
    const form = screen.getByRole('form', { name: 'Job filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/jobs');
    const names = [...(form as HTMLFormElement).elements].flatMap((field) => {
      const name = field.getAttribute('name');
      return name ? [name] : [];
    });
    expect(names).toEqual([
      'title_search',
      'location',
      // The ZIP box and the radius; 'Near me' is a button (it needs scripts) with no name.
      'zip',
      'radius',
      'min_pay',
      'sort',
      'employment_type',
      'role_type',
      'is_tipped_role',
      // One box per language spoken at work: the browser sends each ticked one.
      ...WORK_LANGUAGES.map(() => 'languages'),
      ...REQUIRED_CERTIFICATE_KINDS.map(() => 'certificates'),
    ]);
    expect(within(form).getByRole('button', { name: 'Show results' })).toHaveAttribute('type', 'submit');
  });

  it("counts the active filters on the phone's Filters button", async () => {
    renderJobs('/jobs?location=Portland&is_tipped_role=true&sort_by=salary');
    await screen.findByText('Line Cook 1');
    expect(document.querySelector('summary')).toHaveTextContent('Filters (2)');
  });

  it('applies the text boxes at once on Show results, folds the panel and stays on the screen', async () => {
    const router = renderJobs('/jobs?page=2&is_tipped_role=true');
    await screen.findByText('Line Cook 1');
    // A fake clock that never moves past the typing pause: only the submit can change the URL.
    vi.useFakeTimers();
    const panel = document.querySelector('details')!;
    panel.open = true;
    fireEvent.change(screen.getByLabelText('Search job titles'), { target: { value: 'cook' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: ' Portland ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(panel.open).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(router.state.location.search).toBe('?is_tipped_role=true&title_search=cook&location=Portland');
  });

  it("filters by 'Languages spoken at work' at once, one comma-separated URL parameter, counted on Filters", async () => {
    const router = renderJobs('/jobs?role_type=cook');
    await screen.findByText('Line Cook 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role_type=cook&languages=es'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role_type=cook&languages=es%2Cfr'));
    await waitFor(() => expect(requested()).toContain('?role_type=cook&languages=es&languages=fr'));
    expect(document.querySelector('summary')).toHaveTextContent('Filters (2)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role_type=cook'));
  });

  it("reads the boxes a form without scripts sent, one 'languages' each, and shows them on the cards", async () => {
    answer = () => ({ status: 200, body: list([job(1, { languages: ['en', 'so'] }), job(2)], 45) });
    renderJobs('/jobs?languages=so&languages=ar&languages=xx');
    await screen.findByText('Line Cook 1');
    // An unknown code drops the filter rather than turning the list into an error.
    expect(requested()).toEqual(['']);
    cleanup();
    fetchMock.mockClear();
    renderJobs('/jobs?languages=so&languages=ar');
    await screen.findByText('Line Cook 1');
    expect(requested()).toEqual(['?languages=ar&languages=so']);
    expect(screen.getByRole('checkbox', { name: 'Somali' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
    expect(screen.getByText('English and Somali')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/jobs?languages=ar%2Cso&page=2',
    );
  });

  it('keeps the filters in page links, at clean URLs from a form without scripts', async () => {
    answer = () => ({ status: 200, body: list([job(1)], 45) });
    renderJobs('/jobs?title_search=cook&location=&sort=title%3Aasc&employment_type=all&role_type=all');
    await screen.findByText('Line Cook 1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/jobs?title_search=cook&sort_by=title&sort_order=asc&page=2',
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('title:asc');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages through results', async () => {
    answer = (url) => ({ status: 200, body: list([job(Number(url.searchParams.get('page') ?? 1))], 45) });
    const router = renderJobs();
    await screen.findByText('Line Cook 1');
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Line Cook 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows 'No jobs found' for an empty result", async () => {
    answer = () => ({ status: 200, body: list([]) });
    renderJobs();
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your filters or check back later for new opportunities.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to load jobs.' with 'Try again', which asks again", async () => {
    answer = () => ({
      status: 500,
      body: { success: false, error: { message: 'boom', code: 'INTERNAL_ERROR' } },
    });
    renderJobs();
    expect(await screen.findByText('Failed to load jobs.')).toBeInTheDocument();
    answer = () => ({ status: 200, body: list([job(7)]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Line Cook 7')).toBeInTheDocument();
  });
});

describe('job list near a place', () => {
  const nearby = (miles: number | null, n: number) => ({ ...job(n), distance_miles: miles });

  it("applies a ZIP code once it has five digits, with the radius, and shows each card's distance", async () => {
    answer = (url) =>
      url.searchParams.get('zip')
        ? { status: 200, body: listPage([nearby(2.3, 1), nearby(null, 2)], 2, { page: 1, limit: 20 }) }
        : { status: 200, body: list([job(1), job(2)]) };
    const router = renderJobs();
    await screen.findByText('Line Cook 1');
    await userEvent.type(screen.getByLabelText('Near ZIP code'), '0410');
    await userEvent.selectOptions(screen.getByLabelText('Distance'), 'Within 5 miles');
    await userEvent.type(screen.getByLabelText('Near ZIP code'), '1');
    await waitFor(() => expect(requested().at(-1)).toBe('?zip=04101&radius=5'));
    expect(router.state.location.search).toBe('?radius=5&zip=04101');
    const first = (await screen.findByRole('link', { name: 'Line Cook 1' })).closest('article')!;
    expect(first).toHaveTextContent('Distance: 2.3 mi');
    // A job whose business has no point is listed, without a distance.
    const second = screen.getByRole('link', { name: 'Line Cook 2' }).closest('article')!;
    expect(second).not.toHaveTextContent('Distance:');
    // Never a four-digit ZIP code.
    expect(requested().some((query) => query.includes('zip=0410&'))).toBe(false);
  });

  it('says by the ZIP box, and in place of the list, when no table holds the ZIP code', async () => {
    answer = (url) =>
      url.searchParams.get('zip') === '00000'
        ? {
            status: 400,
            body: {
              success: false,
              error: { message: 'We could not find that ZIP code', code: 'VALIDATION_ERROR', field: 'zip' },
            },
          }
        : { status: 200, body: list([job(1)]) };
    renderJobs('/jobs?zip=00000', { searchAction: () => <button type="button">Alert me</button> });
    const box = await screen.findByLabelText('Near ZIP code');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('We could not find that ZIP code');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'We could not find that ZIP code',
      'We could not find that ZIP codeCheck it in the filters and search again.',
    ]);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    // Nor an alert for a search that cannot run.
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
  });

  it("searches near the device's position on 'Near me', never putting it in the URL", async () => {
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 43.661234, longitude: -70.255678 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const router = renderJobs('/jobs?zip=04101&radius=25');
    await screen.findByText('Line Cook 1');
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    // Rounded to about 100 m before it leaves the device.
    await waitFor(() => expect(requested().at(-1)).toBe('?lat=43.661&lng=-70.256&radius=25'));
    expect(router.state.location.search).toBe('?radius=25');
    expect(screen.getByText('Near your location')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(requested().at(-1)).toBe(''));
  });

  it('says to type a ZIP code when the person keeps their position to themselves', async () => {
    const getCurrentPosition = vi.fn((_done: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderJobs();
    await screen.findByText('Line Cook 1');
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location is off for this site. Type a ZIP code instead.',
    );
    expect(requested().every((query) => !query.includes('lat='))).toBe(true);
  });
});

import {
  ANALYTICS_MESSAGES,
  lastDays,
  periodDays,
  portlandDay,
  previousPeriod,
  type TAnalyticsTotals,
  type TBusinessAnalytics,
} from '@perks/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { AnalyticsPage } from './analytics-page';

const BUSINESS = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Salt Pier Kitchen',
  business_type: 'restaurant' as const,
  is_active: true,
  address: null,
};
const JOB_ID = '00000000-0000-4000-8000-0000000000c1';

const zeros: TAnalyticsTotals = {
  job_views: 0,
  business_views: 0,
  applications: 0,
  first_applicant_median_hours: null,
  first_applicant_average_hours: null,
  member_check_ins: 0,
  check_ins: 0,
  redemptions: 0,
  new_reviews: 0,
  average_rating: null,
};

/** The API's answer for a period: 2 job views and 1 business view on its last day, unless empty. */
function answer(from: string, to: string, empty = false): TBusinessAnalytics {
  const days = periodDays(from, to).map((day, i, all) => {
    const last = i === all.length - 1 && !empty;
    return {
      day,
      job_views: last ? 2 : 0,
      business_views: last ? 1 : 0,
      applications: 0,
      member_check_ins: 0,
      check_ins: 0,
      redemptions: 0,
      new_reviews: 0,
      average_rating: null,
    };
  });
  return {
    business: { id: BUSINESS.id, name: BUSINESS.name },
    period: { from, to },
    previous_period: previousPeriod({ from, to }),
    totals: empty ? zeros : { ...zeros, job_views: 2, business_views: 1, first_applicant_median_hours: 51 },
    previous_totals: { ...zeros, job_views: 5 },
    days,
    jobs: empty
      ? []
      : [
          {
            id: JOB_ID,
            title: 'Line Cook, nights',
            views: 2,
            previous_views: 5,
            applications: 0,
            previous_applications: 0,
            interviews_offered: 0,
            interviews_scheduled: 0,
            interviews_attended: 0,
            interviews_no_shows: 0,
          },
        ],
    promotions: [],
    team: { staff: 12, claimed: 9 },
  };
}

async function renderAnalytics(
  options: { path?: string; empty?: boolean; failing?: boolean; user?: ReturnType<typeof testUser> } = {},
) {
  const periods: Array<{ from: string; to: string }> = [];
  const rendered = await renderWithProviders(<AnalyticsPage />, {
    user: options.user ?? testUser({ role: 'business_owner' }),
    path: options.path ?? '/analytics',
    api: {
      'GET /user/businesses': () => [{ business: BUSINESS, role: 'owner', join_order: 0 }],
      'GET /businesses/{id}/analytics': ({ query }) => {
        const from = query.get('from') ?? '';
        const to = query.get('to') ?? '';
        periods.push({ from, to });
        if (options.failing) return fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
        return answer(from, to, options.empty);
      },
    },
  });
  return { ...rendered, periods };
}

const today = () => portlandDay(new Date());

describe('/analytics', () => {
  it('shows the last 30 days beside the previous 30, with each chart readable as a table', async () => {
    const { periods } = await renderAnalytics();
    expect(await screen.findByRole('heading', { name: 'Business Analytics', level: 1 })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Jobs' });
    expect(within(figures).getByText('Job page views').parentElement).toHaveTextContent(
      'Job page views2Previous period: 5 (down 3)',
    );
    expect(within(figures).getByText('Median time to first applicant').parentElement).toHaveTextContent(
      '51 h',
    );
    expect(screen.getByText('Salt Pier Kitchen')).toBeInTheDocument();
    expect(periods).toEqual([lastDays(30, today())]);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();

    // The table is there for screen readers before anyone asks for it, with a caption naming it.
    const table = screen.getByRole('table', { name: /^Page views per day,/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Job pages', 'Business page']);
    expect(rows[30]).toHaveTextContent(`${today()}21`);
    expect(table.closest('.sr-only')).not.toBeNull();
    const show = screen.getByRole('button', { name: 'Show table of Page views per day' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('table', { name: /^Page views per day,/ }).closest('.sr-only')).toBeNull();
  });

  it("downloads the chart's numbers as CSV, and the jobs table's with a title that holds a comma", async () => {
    const period = lastDays(30, today());
    await renderAnalytics();
    const link = await screen.findByRole('link', { name: 'Download CSV of Page views per day' });
    expect(link).toHaveAttribute('download', `page-views-${period.from}-to-${period.to}.csv`);
    const csv = decodeURIComponent(link.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Day,Job pages,Business page');
    expect(lines[1]).toBe(`${period.from},0,0`);
    expect(lines[30]).toBe(`${period.to},2,1`);
    expect(lines).toHaveLength(32);
    const jobs = screen.getByRole('link', { name: 'Download CSV of Views and applications per job' });
    const jobsCsv = decodeURIComponent(jobs.getAttribute('href')!.split(',').slice(1).join(','));
    expect(jobsCsv).toBe(
      'Job,Views,Previous views,Applications,Previous applications,Interviews offered,Interviews scheduled,Interviews attended,Interview no-shows\r\n"Line Cook, nights",2,5,0,0,0,0,0,0\r\n',
    );
  });

  it('switches the period in the URL: a preset, then a custom one checked by the API rules', async () => {
    const { periods } = await renderAnalytics();
    await screen.findByRole('table', { name: /^Page views per day,/ });
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(periods.at(-1)).toEqual(lastDays(7, today())));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /^Page views per day,/ })).getAllByRole('row'),
      ).toHaveLength(8),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue(lastDays(7, today()).from);
    fireEvent.change(from, { target: { value: '2026-03-07' } });
    fireEvent.change(to, { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    expect(await screen.findByText(ANALYTICS_MESSAGES.order)).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));
    await waitFor(() => expect(periods.at(-1)).toEqual({ from: '2026-03-07', to: '2026-03-10' }));
    expect(
      await screen.findByText(/Mar 7, 2026 to Mar 10, 2026, compared with Mar 3, 2026 to Mar 6, 2026/),
    ).toBeInTheDocument();
  });

  it('opens a custom period from the URL', async () => {
    const { periods } = await renderAnalytics({
      path: '/analytics?period=custom&from=2026-02-01&to=2026-02-28',
    });
    await screen.findByRole('table', { name: /^Page views per day,/ });
    expect(periods).toEqual([{ from: '2026-02-01', to: '2026-02-28' }]);
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  });

  it('says so when nothing was viewed, and offers to try again when the figures fail', async () => {
    await renderAnalytics({ empty: true });
    expect(await screen.findByText('No views yet in this period')).toBeInTheDocument();
    expect(screen.getByText('No job views or applications in this period')).toBeInTheDocument();
  });

  it("lets an admin open any business's figures by its id", async () => {
    const other = '00000000-0000-4000-8000-0000000000b9';
    const { requests } = await renderAnalytics({
      path: `/analytics?business=${other}&period=7`,
      user: testUser({ role: 'admin', is_admin: true }),
    });
    await screen.findByRole('table', { name: /^Page views per day,/ });
    expect(requests.some((request) => request.url.pathname === `/api/v1/businesses/${other}/analytics`)).toBe(
      true,
    );
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    await renderAnalytics({ failing: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import type { TJob } from '@perks/contract';
import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from './job-detail-page';

const ID = '00000000-0000-4000-8000-000000000042';
// The contract's sample job, as a tipped weekend bartender.
const JOB: TJob = {
  ...sampleJob,
  id: ID,
  title: 'Bartender',
  company: 'Harbor Fish Bar',
  business_id: '11111111-1111-4111-8111-111111111111',
  business: { id: '11111111-1111-4111-8111-111111111111', name: 'Harbor Fish Bar', address: null },
  location: '9 Custom House Wharf, Portland, ME',
  employment_type: 'part-time',
  role_type: 'bartender',
  base_hourly_pay: 15,
  description: 'Pour **fast**.\nSmile.',
  requirements: ['21+'],
  benefits: ['Shift meal'],
  is_tipped_role: true,
  estimated_tips_hourly: 10,
  tip_structure: 'pooled',
  weekly_hours: 24,
  minimum_shifts_per_week: 2,
  contact_email: 'bar@harbor.example',
  contact_name: 'Kim',
  contact_phone: '+12075550137',
  posted_at: new Date(Date.now() - 86_400_000).toISOString(),
  expires_at: null,
  schedule_data: [
    { day: 'friday', startTime: '18:00', endTime: '02:00' },
    { day: 'saturday', startTime: '18:00', endTime: '02:00' },
    { day: 'sunday', startTime: '12:00', endTime: '20:00' },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let status = 200;
let served: TJob = JOB;

function renderDetail(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/jobs/:id', Component: JobDetailPage }], {
    initialEntries: [`/jobs/${id}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  status = 200;
  served = JOB;
  fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(JSON.stringify({ success: true, data: served }), { status })
      : new Response(
          JSON.stringify({ success: false, error: { message: 'Job not found', code: 'NOT_FOUND' } }),
          {
            status,
          },
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('job detail screen', () => {
  it('shows every part of a job', async () => {
    renderDetail(ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bartender' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbor Fish Bar' })).toHaveAttribute(
      'href',
      '/business/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByRole('link', { name: /9 Custom House Wharf/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=9%20Custom%20House%20Wharf%2C%20Portland%2C%20ME',
    );
    // Friday and Saturday share a shift; times in 12-hour format.
    const schedule = screen.getByRole('heading', { name: 'Schedule' }).parentElement!;
    expect(within(schedule).getByText('Friday, Saturday')).toBeInTheDocument();
    expect(within(schedule).getByText('6:00 PM - 2:00 AM')).toBeInTheDocument();
    expect(within(schedule).getByText('12:00 PM - 8:00 PM')).toBeInTheDocument();
    // $25/hr × 8 h × 2 shifts; the full schedule (24 h) pays more.
    expect(screen.getByText('$400.00')).toBeInTheDocument();
    expect(screen.getByText(/Working the full schedule/)).toHaveTextContent(
      '$600.00 weekly • $1,200.00 biweekly',
    );
    expect(screen.getByText('fast').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // The phone's sticky bar leads to the section with both ways to apply.
    const howToApply = screen.getByRole('heading', { name: 'How to apply' }).parentElement!;
    expect(screen.getByRole('link', { name: 'Apply for this job' })).toHaveAttribute(
      'href',
      `#${howToApply.id}`,
    );
    expect(within(howToApply).getByRole('link', { name: 'Apply Now' })).toBeInTheDocument();
    // Stored as E.164, shown as people write it, dialled as stored.
    expect(screen.getByRole('link', { name: '(207) 555-0137' })).toHaveAttribute('href', 'tel:+12075550137');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/jobs/${ID}`);
  });

  it("says when the job was posted in words that read as one phrase: 'Recently posted' when new", async () => {
    renderDetail(ID);
    expect(await screen.findByText('Posted 1 day ago')).toBeInTheDocument();
    cleanup();

    served = { ...JOB, posted_at: new Date(Date.now() - 5 * 60_000).toISOString() };
    renderDetail(ID);
    expect(await screen.findByText('Recently posted')).toBeInTheDocument();
    expect(screen.queryByText(/Posted Recently/i)).not.toBeInTheDocument();
  });

  it("shows 'Job Not Found' with a way back when the job is missing or not live", async () => {
    status = 404;
    renderDetail(ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The job you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    renderDetail('not-a-job');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

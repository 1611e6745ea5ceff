import type { TJob, TJobStatistics } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAuthApi, testUser } from '@/features/auth/testing';
import { savedJob } from '@/features/job-posting/testing';
import { JobsScreen } from './jobs-screen';

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const page = (data: TJob[]): Reply => ({
  status: 200,
  body: { data, total: data.length, page: 1, limit: 20, totalPages: data.length ? 1 : 0 },
});

const STATISTICS: TJobStatistics = {
  total: 2,
  live: 1,
  by_status: { pending: 1, approved: 1, closed: 0 },
  by_employment_type: { 'full-time': 1, 'part-time': 1, contract: 0, temporary: 0 },
  recently_created: 2,
};

/** The screen against a fake API holding `jobs`; PATCH and DELETE change them. */
function renderScreen(initial: TJob[]) {
  let jobs = initial;
  const writes: string[] = [];
  stubAuthApi(testUser({ is_admin: true, role: 'admin' }), {
    'GET /api/v1/admin/jobs/statistics': () => ok(STATISTICS),
    'GET /api/v1/admin/jobs': (_init, url) => {
      const status = url.searchParams.get('status');
      return page(status ? jobs.filter((job) => job.status === status) : jobs);
    },
    ...Object.fromEntries(
      initial.flatMap((job) => [
        [
          `PATCH /api/v1/admin/jobs/${job.id}/status`,
          (init: RequestInit | undefined) => {
            const { status } = JSON.parse(String(init?.body)) as { status: TJob['status'] };
            writes.push(`${job.title} ${status}`);
            jobs = jobs.map((each) => (each.id === job.id ? { ...each, status } : each));
            return ok(jobs.find((each) => each.id === job.id));
          },
        ],
        [
          `DELETE /api/v1/admin/jobs/${job.id}`,
          () => {
            writes.push(`${job.title} deleted`);
            jobs = jobs.filter((each) => each.id !== job.id);
            return ok(null);
          },
        ],
      ]),
    ),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <JobsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('admin jobs screen', () => {
  it('shows the figures, approves a waiting job in one click, and empties the queue', async () => {
    const writes = renderScreen([
      savedJob({ title: 'Oyster Shucker', status: 'pending' }),
      savedJob({ title: 'Line Cook', status: 'approved' }),
    ]);
    expect(await screen.findByText('Pending Review')).toBeInTheDocument();
    expect(screen.getByText('Live Now').nextSibling).toHaveTextContent('1');

    const queue = await screen.findByRole('list', { name: 'Jobs waiting for review' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve Oyster Shucker' }));
    await waitFor(() => expect(writes).toEqual(['Oyster Shucker approved']));
    expect(await screen.findByText('No jobs are waiting for review.')).toBeInTheDocument();
  }, 15_000);

  it('shows a selected job with its links, closes it, and deletes it after confirming', async () => {
    const writes = renderScreen([savedJob({ title: 'Line Cook', status: 'approved' })]);
    const list = await screen.findByRole('list', { name: 'Jobs' });
    await userEvent.click(within(list).getByRole('button', { name: /Line Cook/ }));

    const details = screen.getByRole('heading', { level: 3, name: /Line Cook/ }).closest('div')!
      .parentElement!;
    expect(within(details).getByRole('link', { name: 'Edit Job' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\/.+\/edit$/),
    );
    expect(within(details).getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\/[^/]+$/),
    );
    expect(within(details).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: 'Close Line Cook' }));
    await waitFor(() => expect(writes).toEqual(['Line Cook closed']));
    expect(await within(details).findByRole('button', { name: 'Approve Line Cook' })).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: 'Delete Job' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toEqual(['Line Cook closed', 'Line Cook deleted']));
    expect(await screen.findByText('Select a job to see its details.')).toBeInTheDocument();
    expect(await screen.findByText('No jobs match.')).toBeInTheDocument();
  }, 15_000);
});

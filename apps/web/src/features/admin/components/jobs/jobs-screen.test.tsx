import type { TJob, TJobStatistics } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedJob } from '@/features/job-posting/testing';
import { fail } from '@/test/stub-api';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { JobsScreen } from './jobs-screen';

const STATISTICS: TJobStatistics = {
  total: 2,
  live: 1,
  by_status: { pending: 1, approved: 1, closed: 0 },
  by_employment_type: { 'full-time': 1, 'part-time': 1, contract: 0, temporary: 0 },
  recently_created: 2,
};

/** The screen against a fake API holding `jobs`; PATCH and DELETE change them. */
async function renderScreen(initial: TJob[]) {
  let jobs = initial;
  const writes: string[] = [];
  const known = (id: string) => initial.find((job) => job.id === id);
  await renderAsAdmin(<JobsScreen />, {
    'GET /admin/jobs/statistics': () => STATISTICS,
    'GET /admin/jobs': ({ query }) => {
      const status = query.get('status');
      return onePage(status ? jobs.filter((job) => job.status === status) : jobs);
    },
    'PATCH /admin/jobs/{id}/status': ({ params, body }) => {
      const job = known(params.id);
      if (!job) return fail(404, 'NOT_FOUND', 'Job not found');
      writes.push(`${job.title} ${body.status}`);
      jobs = jobs.map((each) => (each.id === job.id ? { ...each, status: body.status } : each));
      return jobs.find((each) => each.id === job.id)!;
    },
    'DELETE /admin/jobs/{id}': ({ params }) => {
      const job = known(params.id);
      if (!job) return fail(404, 'NOT_FOUND', 'Job not found');
      writes.push(`${job.title} deleted`);
      jobs = jobs.filter((each) => each.id !== job.id);
      return null;
    },
  });
  return writes;
}

describe('admin jobs screen', () => {
  it('shows the figures, approves a waiting job in one click, and empties the queue', async () => {
    const writes = await renderScreen([
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
    const writes = await renderScreen([savedJob({ title: 'Line Cook', status: 'approved' })]);
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

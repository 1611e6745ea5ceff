import { ADMIN_JOB_MESSAGES, type TJob, type TJobStatistics } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedJob } from '@/features/job-posting/testing';
import { fail } from '@/test/stub-api';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { JobsScreen } from './jobs-screen';

/** An ISO time `days` from now (negative: in the past). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const STATISTICS: TJobStatistics = {
  total: 2,
  live: 1,
  by_status: { pending: 1, approved: 1, closed: 0 },
  by_employment_type: { 'full-time': 1, 'part-time': 1, contract: 0, temporary: 0 },
  recently_created: 2,
};

/** The screen against a fake API holding `jobs`; PATCH and DELETE change them. */
async function renderScreen(initial: TJob[], { failStatistics = false } = {}) {
  let jobs = initial;
  const writes: string[] = [];
  const known = (id: string) => initial.find((job) => job.id === id);
  await renderAsAdmin(<JobsScreen />, {
    'GET /admin/jobs/statistics': () => (failStatistics ? fail(503, 'SERVICE_UNAVAILABLE', 'x') : STATISTICS),
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
    expect(screen.getByText('Recent Jobs (30 days)').nextSibling).toHaveTextContent('2');

    const queue = await screen.findByRole('list', { name: 'Jobs waiting for review' });
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve Oyster Shucker' }));
    await waitFor(() => expect(writes).toEqual(['Oyster Shucker approved']));
    expect(await screen.findByText('No jobs are waiting for review.')).toBeInTheDocument();
  }, 15_000);

  it("falls back to counts from the page data when the statistics fail: 'Using page data (API unavailable)'", async () => {
    await renderScreen(
      [
        savedJob({ title: 'Oyster Shucker', status: 'pending' }),
        savedJob({ title: 'Line Cook', status: 'approved' }),
        savedJob({ title: 'Bar Back', status: 'closed' }),
      ],
      { failStatistics: true },
    );
    expect(await screen.findByText('Using page data (API unavailable)')).toBeInTheDocument();
    expect(screen.getByText('Total Jobs').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Pending Review', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Closed', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a selected job with its links, closes it, and deletes it after confirming', async () => {
    const writes = await renderScreen([
      savedJob({ title: 'Line Cook', status: 'approved', expires_at: inDays(10) }),
    ]);
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
    // The 'Expires' row gives the date once, not 'Expires' again beside it.
    const expires = within(details).getByText('Expires', { selector: 'dt' }).nextElementSibling!;
    expect(expires).toHaveTextContent(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);

    await userEvent.click(within(details).getByRole('button', { name: 'Close Line Cook' }));
    await waitFor(() => expect(writes).toEqual(['Line Cook closed']));
    expect(await within(details).findByRole('button', { name: 'Approve Line Cook' })).toBeInTheDocument();

    await userEvent.click(within(details).getByRole('button', { name: 'Delete Job' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(ADMIN_JOB_MESSAGES.deleteConfirm)).toBeInTheDocument();
    expect(ADMIN_JOB_MESSAGES.deleteConfirm).toBe(
      'Are you sure you want to delete this job? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toEqual(['Line Cook closed', 'Line Cook deleted']));
    expect(await screen.findByText('Select a job to see its details.')).toBeInTheDocument();
    expect(await screen.findByText('No jobs match.')).toBeInTheDocument();
  }, 15_000);

  it("labels each job 'Active' or 'Hidden', as the job board shows it or not", async () => {
    await renderScreen([
      savedJob({ title: 'Line Cook', status: 'approved', expires_at: inDays(10) }),
      savedJob({ title: 'Oyster Shucker', status: 'pending', expires_at: inDays(10) }),
      savedJob({ title: 'Dishwasher', status: 'approved', expires_at: inDays(-1) }),
      savedJob({ title: 'Host', status: 'approved', posted_at: inDays(2), expires_at: inDays(32) }),
    ]);
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const row = async (title: string) => within(list).findByRole('button', { name: new RegExp(title) });
    expect(await row('Line Cook')).toHaveTextContent(/Active/);
    for (const hidden of ['Oyster Shucker', 'Dishwasher', 'Host']) {
      const button = await row(hidden);
      expect(button).toHaveTextContent(/Hidden/);
      expect(button).not.toHaveTextContent(/Active/);
    }

    await userEvent.click(await row('Dishwasher'));
    const details = screen.getByRole('heading', { level: 3, name: /Dishwasher/ });
    expect(details).toHaveTextContent(/Hidden/);
    const expires = screen.getByText('Expires', { selector: 'dt' }).nextElementSibling!;
    expect(expires).toHaveTextContent(/\(Expired\)$/);
  }, 15_000);
});

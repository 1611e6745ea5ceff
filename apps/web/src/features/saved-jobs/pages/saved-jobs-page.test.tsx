import { NO_LONGER_ACCEPTING, SAVED_JOBS_STORAGE_KEY, type TJob, type TSavedJob } from '@perks/contract';
import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const job = (n: number, overrides: Partial<TJob> = {}): TJob => ({
  ...sampleJob,
  id: id(n),
  title: `Line Cook ${n}`,
  business: { id: sampleJob.business_id, name: 'Salt Pine Social', address: null },
  expires_at: null,
  ...overrides,
});
const saved = (n: number, live: boolean, overrides: Partial<TJob> = {}): TSavedJob => ({
  job: job(n, overrides),
  saved_at: '2026-03-10T12:00:00.000Z',
  live,
});

describe('Saved jobs page', () => {
  it("merges the browser's saved jobs first, then lists live ones before those no longer accepting applications", async () => {
    localStorage.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify([id(1)]));
    const merged: unknown[] = [];
    renderRoute('/saved', {
      user: testUser(),
      api: {
        'POST /user/saved-jobs/merge': ({ body }) => {
          merged.push(body);
          return { job_ids: [id(1), id(2), id(3)] };
        },
        'GET /user/saved-jobs/jobs': () => ({
          items: [saved(1, true), saved(3, true), saved(2, false, { status: 'closed', title: 'Host 2' })],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
    const open = await screen.findByRole('list', { name: 'Open jobs' });
    expect(
      within(open)
        .getAllByRole('link', { name: /Line Cook/ })
        .map((link) => link.textContent),
    ).toEqual(['Line Cook 1', 'Line Cook 3']);
    expect(within(open).getByRole('link', { name: 'Line Cook 1' })).toHaveAttribute('href', `/jobs/${id(1)}`);
    const closed = screen.getByRole('region', { name: 'Closed jobs' });
    expect(within(closed).getByRole('heading', { name: 'Host 2' })).toBeInTheDocument();
    expect(within(closed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(closed).getByText(NO_LONGER_ACCEPTING)).toBeInTheDocument();
    expect(within(open).queryByText(NO_LONGER_ACCEPTING)).not.toBeInTheDocument();
    expect(merged).toEqual([{ job_ids: [id(1)] }]);
    // The account's list replaces the browser's.
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]')).toEqual([id(1), id(2), id(3)]);
  });

  it('removes a job from the account and the page', async () => {
    const removed: string[] = [];
    renderRoute('/saved', {
      user: testUser(),
      api: {
        'POST /user/saved-jobs/merge': () => ({ job_ids: [id(1), id(2)] }),
        'GET /user/saved-jobs/jobs': () => ({ items: [saved(1, true), saved(2, false)] }),
        'DELETE /user/saved-jobs/{jobId}': ({ params }) => {
          removed.push(params.jobId);
          return { job_ids: [id(2)] };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove from saved: Line Cook 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Line Cook 1' })).not.toBeInTheDocument());
    expect(removed).toEqual([id(1)]);
    expect(JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]')).toEqual([id(2)]);
    await user.click(screen.getByRole('button', { name: 'Remove from saved: Line Cook 2' }));
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
  });

  it('keeps a job whose removal failed, and says so', async () => {
    renderRoute('/saved', {
      user: testUser(),
      api: {
        'POST /user/saved-jobs/merge': () => ({ job_ids: [id(1)] }),
        'GET /user/saved-jobs/jobs': () => ({ items: [saved(1, true)] }),
        'DELETE /user/saved-jobs/{jobId}': () => fail(503, 'SERVICE_UNAVAILABLE', 'Try later'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from saved: Line Cook 1' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]')).toEqual([id(1)]),
    );
    expect(screen.getByRole('link', { name: 'Line Cook 1' })).toBeInTheDocument();
  });

  it('says when there are no saved jobs, with a way to the job board', async () => {
    renderRoute('/saved', {
      user: testUser(),
      api: {
        'POST /user/saved-jobs/merge': () => ({ job_ids: [] }),
        'GET /user/saved-jobs/jobs': () => ({ items: [] }),
      },
    });
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows a load failure with Try again, and the list once it answers', async () => {
    let answers = 0;
    renderRoute('/saved', {
      user: testUser(),
      api: {
        // A failed merge does not keep the page from loading the account's list.
        'POST /user/saved-jobs/merge': () => fail(503, 'SERVICE_UNAVAILABLE', 'Try later'),
        'GET /user/saved-jobs/jobs': () => {
          answers += 1;
          return answers === 1 ? fail(500, 'INTERNAL_ERROR', 'Broken') : { items: [saved(1, true)] };
        },
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Your saved jobs could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Line Cook 1' })).toBeInTheDocument();
  });
});

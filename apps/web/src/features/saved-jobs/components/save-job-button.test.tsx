import { SAVED_JOBS_STORAGE_KEY } from '@perks/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { SaveJobButton } from './save-job-button';

const JOB = { id: '00000000-0000-4000-8000-000000000001', title: 'Line Cook' };
const stored = () => JSON.parse(localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]');

describe('SaveJobButton', () => {
  it('saves and unsaves in the browser when signed out, announcing its state and the job', async () => {
    await renderWithProviders(<SaveJobButton job={JOB} />);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save job: Line Cook' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const remove = screen.getByRole('button', { name: 'Remove from saved: Line Cook' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([JOB.id]);
    // Keyboard: the same button, with Enter.
    remove.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Save job: Line Cook' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(stored()).toEqual([]);
  });

  it('saves on the account when signed in', async () => {
    const saves: string[] = [];
    await renderWithProviders(<SaveJobButton job={JOB} />, {
      user: testUser(),
      api: {
        'POST /user/saved-jobs/merge': () => ({ job_ids: [] }),
        'PUT /user/saved-jobs/{jobId}': ({ params }) => {
          saves.push(params.jobId);
          return { job_ids: [params.jobId] };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save job: Line Cook' }));
    await waitFor(() => expect(saves).toEqual([JOB.id]));
    expect(screen.getByRole('button', { name: 'Remove from saved: Line Cook' })).toBeInTheDocument();
  });

  it('undoes a save the account refuses (the job closed meanwhile) and says why', async () => {
    await renderWithProviders(<SaveJobButton job={JOB} />, {
      user: testUser(),
      toasts: true,
      api: {
        'POST /user/saved-jobs/merge': () => ({ job_ids: [] }),
        'PUT /user/saved-jobs/{jobId}': () => fail(404, 'NOT_FOUND', 'Job not found'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save job: Line Cook' }));
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save job: Line Cook' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(stored()).toEqual([]);
  });

  describe('tapped while the sign-in merge is on its way', () => {
    /** The merge answers when the test says, with the account's list; every call in order. */
    function slowMerge() {
      const calls: string[] = [];
      let answer: (ids: string[]) => void = () => undefined;
      const api = {
        'POST /user/saved-jobs/merge': () =>
          new Promise<{ job_ids: string[] }>((resolve) => {
            calls.push('merge sent');
            answer = (ids) => {
              calls.push('merge answered');
              resolve({ job_ids: ids });
            };
          }),
        'PUT /user/saved-jobs/{jobId}': ({ params }: { params: { jobId: string } }) => {
          calls.push(`PUT ${params.jobId}`);
          return { job_ids: [params.jobId] };
        },
        'DELETE /user/saved-jobs/{jobId}': ({ params }: { params: { jobId: string } }) => {
          calls.push(`DELETE ${params.jobId}`);
          return { job_ids: [] };
        },
      };
      return { calls, api, answer: (ids: string[]) => answer(ids) };
    }

    it('keeps a save the merge answer does not know of, and saves it on the account after', async () => {
      const merge = slowMerge();
      await renderWithProviders(<SaveJobButton job={JOB} />, { user: testUser(), api: merge.api });
      await waitFor(() => expect(merge.calls).toEqual(['merge sent']));
      await userEvent.click(screen.getByRole('button', { name: 'Save job: Line Cook' }));
      merge.answer([]);
      await waitFor(() => expect(merge.calls).toEqual(['merge sent', 'merge answered', `PUT ${JOB.id}`]));
      expect(screen.getByRole('button', { name: 'Remove from saved: Line Cook' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(stored()).toEqual([JOB.id]);
    });

    it('keeps an unsave the merge answer undoes, and removes it from the account after', async () => {
      localStorage.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify([JOB.id]));
      const merge = slowMerge();
      await renderWithProviders(<SaveJobButton job={JOB} />, { user: testUser(), api: merge.api });
      await waitFor(() => expect(merge.calls).toEqual(['merge sent']));
      await userEvent.click(screen.getByRole('button', { name: 'Remove from saved: Line Cook' }));
      // The account saved it from the list the merge carried.
      merge.answer([JOB.id]);
      await waitFor(() => expect(merge.calls).toEqual(['merge sent', 'merge answered', `DELETE ${JOB.id}`]));
      expect(screen.getByRole('button', { name: 'Save job: Line Cook' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(stored()).toEqual([]);
    });
  });
});

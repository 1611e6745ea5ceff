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
});

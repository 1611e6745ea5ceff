import { APPLICATION_MESSAGES } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { JOB_ID, myApplication } from '../testing/application-fixtures';
import { MyApplicationsPage } from './my-applications-page';

const renderPage = (api: ApiStubs) =>
  renderWithProviders(<MyApplicationsPage />, {
    user: testUser(),
    api: {
      'GET /applications/{id}/interviews': () => ({ side: 'applicant', items: [], no_shows: null }),
      ...api,
    },
  });

describe('My Applications', () => {
  it('lists each application with its job, business, status, when it changed and the job state', async () => {
    await renderPage({
      'GET /user/applications': () => [
        myApplication({
          status: 'interview',
          applied_at: '2026-03-10T15:00:00.000Z',
          status_changed_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        }),
        myApplication({
          id: '00000000-0000-4000-8000-00000000b002',
          job_id: null,
          job_title: 'Host',
          business_name: 'Tidewater',
          job_state: 'removed',
          status: 'not_selected',
          decline_message: 'Thank you for applying.',
        }),
        myApplication({
          id: '00000000-0000-4000-8000-00000000b003',
          job_title: 'Barback',
          job_state: 'expired',
          status: 'withdrawn',
        }),
      ],
    });
    const cook = await screen.findByRole('article', { name: 'Line Cook at Salt Pier Kitchen' });
    expect(within(cook).getByRole('link', { name: 'Line Cook' })).toHaveAttribute('href', `/jobs/${JOB_ID}`);
    expect(within(cook).getByText('Interview')).toBeInTheDocument();
    expect(cook).toHaveTextContent('Applied Mar 10, 2026 · Updated about 3 hours ago');
    const host = screen.getByRole('article', { name: 'Host at Tidewater' });
    expect(within(host).queryByRole('link', { name: 'Host' })).not.toBeInTheDocument();
    // Every application opens its conversation with the business.
    expect(within(host).getByRole('link', { name: /^Messages/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/messages\/[0-9a-f-]{36}$/),
    );
    expect(host).toHaveTextContent(APPLICATION_MESSAGES.jobRemoved);
    expect(host).toHaveTextContent('Thank you for applying.');
    const barback = screen.getByRole('article', { name: 'Barback at Salt Pier Kitchen' });
    expect(barback).toHaveTextContent(APPLICATION_MESSAGES.jobClosed);
    expect(within(barback).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws an application after asking, and shows it withdrawn', async () => {
    let status: 'new' | 'withdrawn' = 'new';
    const withdrawn: string[] = [];
    await renderPage({
      'GET /user/applications': () => [myApplication({ status })],
      'POST /applications/{id}/withdraw': ({ params }) => {
        withdrawn.push(params.id);
        status = 'withdrawn';
        return myApplication({ status });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(APPLICATION_MESSAGES.withdrawConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(withdrawn).toEqual([myApplication().id]);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it("says 'No applications yet' with a way to find jobs", async () => {
    await renderPage({ 'GET /user/applications': () => [] });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let calls = 0;
    await renderPage({
      'GET /user/applications': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'INTERNAL_ERROR', 'boom') : [];
      },
    });
    expect(await screen.findByText('Your applications could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});

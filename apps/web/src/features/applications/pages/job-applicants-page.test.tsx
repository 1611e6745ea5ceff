import { defaultDeclineMessage, type TApplicationStatusInput } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { applicant, BUSINESS_ID, JOB_ID } from '../testing/application-fixtures';
import { JobApplicantsPage } from './job-applicants-page';

const job = { id: JOB_ID, title: 'Line Cook', business_id: BUSINESS_ID, business_name: 'Salt Pier Kitchen' };
const withdrawnId = '00000000-0000-4000-8000-00000000c002';

function renderPage(api: ApiStubs = {}) {
  const moves: Array<TApplicationStatusInput & { id: string }> = [];
  let current = applicant();
  const rendered = renderWithProviders(<JobApplicantsPage />, {
    user: testUser({ role: 'business_owner' }),
    path: `/jobs/${JOB_ID}/applications`,
    route: '/jobs/:id/applications',
    toasts: true,
    api: {
      'GET /jobs/{id}/applications': () => ({
        job,
        applicants: [
          current,
          applicant({
            id: withdrawnId,
            status: 'withdrawn',
            contact: null,
            profile: { ...applicant().profile, first_name: 'Ben', last_name: 'Ode' },
          }),
        ],
      }),
      'POST /applications/{id}/status': ({ params, body }) => {
        moves.push({ id: params.id, ...body });
        current = applicant({ status: body.status, decline_message: body.message ?? null, is_unread: false });
        return current;
      },
      'GET /applications/{id}/interviews': () => ({ side: 'business', items: [], no_shows: 0 }),
      ...api,
    },
  });
  return { rendered, moves };
}

describe("a job's applicants", () => {
  it('shows each applicant as shared: profile, note, days, contact and history', async () => {
    renderPage();
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    expect(screen.getByRole('heading', { level: 1, name: 'Applicants: Line Cook' })).toBeInTheDocument();
    expect(within(ana).getByText('Prep Cook')).toBeInTheDocument();
    expect(within(ana).getByText('Verified')).toBeInTheDocument();
    expect(within(ana).getByText('Unread')).toBeInTheDocument();
    expect(ana).toHaveTextContent('I can start next week.');
    expect(ana).toHaveTextContent('Can work: Monday, Tuesday');
    expect(within(ana).getByRole('link', { name: '(207) 555-0188' })).toHaveAttribute(
      'href',
      'tel:+12075550188',
    );
    expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toBeInTheDocument();
    expect(ana).toHaveTextContent('New · Applicant');
    // A withdrawn application shares no contact and cannot be moved.
    const ben = screen.getByRole('article', { name: 'Ben Ode' });
    expect(within(ben).queryByRole('list', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(ben).queryByRole('button', { name: 'Interview' })).not.toBeInTheDocument();
    expect(ben).toHaveTextContent('The applicant withdrew this application.');
  });

  it('moves an applicant with one tap', async () => {
    const { moves } = renderPage();
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    await userEvent.click(within(ana).getByRole('button', { name: 'Interview' }));
    expect(await within(ana).findByRole('button', { name: 'Interview', pressed: true })).toBeDisabled();
    expect(moves).toEqual([{ id: applicant().id, status: 'interview' }]);
    expect(await screen.findByText('Ana Silva moved to Interview')).toBeInTheDocument();
  });

  it("opens a kind, editable message before 'Not selected'", async () => {
    const { moves } = renderPage();
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    await userEvent.click(within(ana).getByRole('button', { name: 'Not selected' }));
    const message = within(ana).getByRole('textbox', { name: 'Message to the applicant' });
    expect(message).toHaveValue(defaultDeclineMessage('Line Cook', 'Salt Pier Kitchen'));
    expect(moves).toEqual([]);
    await userEvent.clear(message);
    await userEvent.type(message, 'Thank you, Ana.');
    await userEvent.click(within(ana).getByRole('button', { name: 'Move to Not selected' }));
    expect(await within(ana).findByText('Thank you, Ana.', { selector: 'blockquote' })).toBeInTheDocument();
    expect(moves).toEqual([{ id: applicant().id, status: 'not_selected', message: 'Thank you, Ana.' }]);
  });

  it("says 'No applications yet' for a job without any", async () => {
    renderPage({ 'GET /jobs/{id}/applications': () => ({ job, applicants: [] }) });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('says why when the person may not see the applicants', async () => {
    renderPage({
      'GET /jobs/{id}/applications': () => fail(403, 'FORBIDDEN', 'You cannot see applications for this job'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot see applications for this job');
  });
});

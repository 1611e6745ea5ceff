import type { TInterview, TInterviewList } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { InterviewPanel } from './interview-panel';

const APPLICATION = '00000000-0000-4000-8000-00000000a001';
const INTERVIEW = '00000000-0000-4000-8000-00000000e001';

function interview(overrides: Partial<TInterview> = {}): TInterview {
  return {
    id: INTERVIEW,
    application_id: APPLICATION,
    status: 'offered',
    place: 'business',
    address: '21 Exchange St, Portland, ME 04101',
    with_whom: 'Jonah',
    note: 'Ask at the counter',
    slots: [
      { number: 1, starts_at: '2026-12-08T15:00:00.000Z', minutes: 30, taken: false },
      { number: 2, starts_at: '2026-12-08T20:00:00.000Z', minutes: 30, taken: true },
    ],
    starts_at: null,
    minutes: null,
    reason: null,
    ended_by: null,
    created_at: '2026-11-29T12:00:00.000Z',
    updated_at: '2026-11-29T12:00:00.000Z',
    calendar_url: null,
    ...overrides,
  };
}

const render = (api: ApiStubs, name?: string) =>
  renderWithProviders(<InterviewPanel applicationId={APPLICATION} applicantName={name} />, {
    user: testUser(),
    toasts: true,
    api,
  });

describe('interviews on an application', () => {
  it('offers the worker the times as buttons in Portland time, a taken one disabled, and confirms the choice', async () => {
    const chosen: unknown[] = [];
    let list: TInterviewList = { side: 'applicant', items: [interview()], no_shows: null };
    await render({
      'GET /applications/{id}/interviews': () => list,
      'POST /interviews/{id}/choose': ({ body }) => {
        chosen.push(body);
        const scheduled = interview({
          status: 'scheduled',
          starts_at: '2026-12-08T15:00:00.000Z',
          minutes: 30,
          calendar_url: `/api/v1/interviews/${INTERVIEW}/calendar.ics?key=abcdefghijklmnopqrstuvwxyz012345`,
        });
        list = { ...list, items: [scheduled] };
        return scheduled;
      },
    });
    const first = await screen.findByRole('button', { name: /Tue, Dec 8, 10:00 AM/ });
    expect(screen.getByRole('button', { name: /3:00 PM · 30 min · taken/ })).toBeDisabled();
    await userEvent.setup().click(first);
    expect(chosen).toEqual([{ slot: 1 }]);
    expect(await screen.findByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      expect.stringContaining('calendar.ics?key='),
    );
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
  });

  it("lets the business invite, checking the times with the contract's words before sending", async () => {
    const sent: unknown[] = [];
    await render(
      {
        'GET /applications/{id}/interviews': () => ({ side: 'business', items: [], no_shows: 2 }),
        'POST /applications/{id}/interviews': ({ body }) => {
          sent.push(body);
          return interview();
        },
      },
      'Ana Silva',
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No-shows here: 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite to interview' }));
    const form = screen.getByRole('form', { name: 'Invite Ana Silva to interview' });
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a date as YYYY-MM-DD');
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('Date 1'), '2027-03-14');
    await user.type(within(form).getByLabelText('Start 1'), '02:30');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('That time does not exist in Portland');
    await user.clear(within(form).getByLabelText('Start 1'));
    await user.type(within(form).getByLabelText('Start 1'), '15:00');
    await user.selectOptions(within(form).getByLabelText('Place'), 'phone');
    await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
    expect(sent).toEqual([{ slots: [{ date: '2027-03-14', start: '15:00', minutes: 30 }], place: 'phone' }]);
  });

  it('says when the interviews could not be loaded, and shows a refusal from the server', async () => {
    await render({ 'GET /applications/{id}/interviews': () => fail(500, 'INTERNAL_ERROR', 'boom') });
    expect(await screen.findByText('Interviews could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

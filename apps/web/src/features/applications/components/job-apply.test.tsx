import {
  APPLICATION_MESSAGES,
  READINESS_MESSAGES,
  SCREENING_MESSAGES,
  type TApplicationInput,
} from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { savedJob } from '@/features/job-posting/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';
import { JOB_ID, myApplication } from '../testing/application-fixtures';
import { JobApply, JobApplyBar } from './job-apply';

const job = savedJob({ id: JOB_ID, title: 'Line Cook' });
const worker = testUser({ first_name: 'Ana', last_name: 'Silva' });

/** Where a visitor's 'Apply' went, and the page it remembers to come back to. */
function LoginProbe() {
  const from = (useLocation().state as { from?: { pathname: string; search: string } } | null)?.from;
  return <h1>Login {from ? `${from.pathname}${from.search}` : ''}</h1>;
}

function profileStubs(): ApiStubs {
  return {
    'GET /jobs/{id}/screening-questions': () => ({ questions: [] }),
    'GET /users/{userId}/profile': () => ({
      id: worker.id,
      first_name: 'Ana',
      last_name: 'Silva',
      role: 'worker',
      status: 'active',
      is_admin: false,
      is_active: true,
      created_at: '2025-01-15T12:00:00.000Z',
      verified_employers: ['Harbor Fish Bar'],
    }),
    'GET /users/{userId}/work-experience': ({ params }) => [
      {
        id: '00000000-0000-4000-8000-00000000d001',
        user_id: params.userId,
        company_name: 'Harbor Fish Bar',
        position_title: 'Prep Cook',
        location: null,
        start_date: '2024-04-01',
        end_date: null,
        is_current: true,
        description: null,
        employment_type: 'part-time',
        hourly_wage: null,
        created_at: '2024-04-01T12:00:00.000Z',
        updated_at: '2024-04-01T12:00:00.000Z',
      },
    ],
  };
}

function renderApply(options: { user?: typeof worker | null; path?: string; api?: ApiStubs } = {}) {
  return renderWithProviders(<JobApply job={job} />, {
    user: options.user === undefined ? worker : options.user,
    path: options.path ?? `/jobs/${JOB_ID}`,
    route: '/jobs/:id',
    routes: [{ path: '/login', element: <LoginProbe /> }],
    api: options.api,
  });
}

describe('in-app Apply', () => {
  it('sends a visitor to sign in first, remembering to come back with the form open', async () => {
    await renderApply({ user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('heading', { name: `Login /jobs/${JOB_ID}?apply=1` })).toBeInTheDocument();
  });

  it('opens with the profile it shares and sends note, days and opt-in in one tap', async () => {
    const sent: TApplicationInput[] = [];
    const { requests } = await renderApply({
      api: {
        ...profileStubs(),
        'GET /jobs/{id}/my-application': () => null,
        'POST /jobs/{id}/applications': ({ body }) => {
          sent.push(body);
          return myApplication({ availability: body.availability ?? [] });
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = await screen.findByRole('form', { name: 'Apply for Line Cook' });
    const profile = within(form).getByRole('region', { name: 'Your profile' });
    expect(profile).toHaveTextContent('Ana Silva');
    expect(await within(profile).findByText('Prep Cook')).toBeInTheDocument();
    expect(within(profile).getByText('Verified')).toBeInTheDocument();
    expect(profile).toHaveTextContent('Verified member at Harbor Fish Bar');
    // The job's shift days, each once, in week order.
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Text me when my application moves']);
    await userEvent.type(within(form).getByLabelText('Note to the employer (optional)'), 'Weekends too');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^Applied less than a minute ago$/)).toBeInTheDocument();
    expect(sent).toEqual([
      { note: 'Weekends too', availability: ['tuesday'], sms_updates: false, answers: {} },
    ]);
    // Whether one applied is its own signed-in call; the job list is never asked.
    expect(requests.some((request) => request.url.pathname === '/api/v1/jobs')).toBe(false);
  });

  it('comes back from sign-in with the form already open', async () => {
    await renderApply({
      path: `/jobs/${JOB_ID}?apply=1`,
      api: { ...profileStubs(), 'GET /jobs/{id}/my-application': () => null },
    });
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeEnabled();
  });

  it('puts the keyboard in the form when it comes back from sign-in, and only then', async () => {
    const api: ApiStubs = { ...profileStubs(), 'GET /jobs/{id}/my-application': () => null };
    const { unmount } = await renderApply({ path: `/jobs/${JOB_ID}?apply=1`, api });
    expect(await screen.findByLabelText('Note to the employer (optional)')).toHaveFocus();
    unmount();
    await renderApply({ api });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('Note to the employer (optional)')).not.toHaveFocus();
  });

  it('says what the profile is missing and does not send', async () => {
    await renderApply({
      user: testUser({ first_name: 'Ana', last_name: null }),
      path: `/jobs/${JOB_ID}?apply=1`,
      api: {
        'GET /jobs/{id}/my-application': () => null,
        'GET /jobs/{id}/screening-questions': () => ({ questions: [] }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.profileIncomplete);
    expect(alert).toHaveTextContent(READINESS_MESSAGES.last_name);
    expect(within(alert).getByRole('link', { name: 'Complete profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Send application' })).toBeDisabled();
  });

  it('refuses a note over 500 characters in the contract words', async () => {
    await renderApply({
      path: `/jobs/${JOB_ID}?apply=1`,
      api: { ...profileStubs(), 'GET /jobs/{id}/my-application': () => null },
    });
    const note = await screen.findByLabelText('Note to the employer (optional)');
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.noteTooLong)).toBeInTheDocument();
  });

  it("asks the job's screening questions, names each required one left out and sends the answers", async () => {
    const adult = '00000000-0000-4000-8000-00000000e001';
    const years = '00000000-0000-4000-8000-00000000e002';
    const sent: TApplicationInput[] = [];
    await renderApply({
      path: `/jobs/${JOB_ID}?apply=1`,
      api: {
        ...profileStubs(),
        'GET /jobs/{id}/screening-questions': () => ({
          questions: [
            {
              id: adult,
              kind: 'yes_no',
              text: 'Are you 18 or older?',
              required: true,
              options: [],
              needed_answer: 'yes',
            },
            {
              id: years,
              kind: 'number',
              text: 'Years of experience?',
              required: true,
              options: [],
              needed_answer: null,
            },
          ],
        }),
        'GET /jobs/{id}/my-application': () => null,
        'POST /jobs/{id}/applications': ({ body }) => {
          sent.push(body);
          return myApplication();
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Apply for Line Cook' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    const question = within(form).getByRole('group', { name: 'Are you 18 or older?' });
    expect(await within(question).findByText(SCREENING_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(question).getByRole('radio', { name: 'No' }));
    await userEvent.type(within(form).getByLabelText('Years of experience?'), 'two');
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText(SCREENING_MESSAGES.answerNumber)).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Years of experience?'));
    await userEvent.type(within(form).getByLabelText('Years of experience?'), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/^Applied less than a minute ago$/)).toBeInTheDocument();
    expect(sent[0]?.answers).toEqual({ [adult]: 'no', [years]: 2.5 });
  });

  it("shows 'Applied' and the status instead of the button once applied", async () => {
    await renderApply({
      api: {
        'GET /jobs/{id}/my-application': () =>
          myApplication({
            applied_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
            status: 'interview',
          }),
      },
    });
    expect(await screen.findByText('Applied 2 days ago')).toBeInTheDocument();
    expect(screen.getByText('Interview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      `/applications#application-${myApplication().id}`,
    );
  });
});

describe("the phone's sticky Apply bar", () => {
  function renderBar(options: { user?: typeof worker | null; api?: ApiStubs }) {
    return renderWithProviders(<JobApplyBar job={job} />, {
      user: options.user === undefined ? worker : options.user,
      path: `/jobs/${JOB_ID}`,
      route: '/jobs/:id',
      api: options.api,
    });
  }

  it("says 'Applied · view status', to the application, once applied", async () => {
    await renderBar({ api: { 'GET /jobs/{id}/my-application': () => myApplication() } });
    expect(await screen.findByRole('link', { name: 'Applied · view status' })).toHaveAttribute(
      'href',
      `/applications#application-${myApplication().id}`,
    );
    expect(screen.queryByRole('link', { name: 'Apply for this job' })).not.toBeInTheDocument();
  });

  it("says 'Apply for this job' to visitors and to people who have not applied", async () => {
    await renderBar({ api: { 'GET /jobs/{id}/my-application': () => null } });
    expect(await screen.findByRole('link', { name: 'Apply for this job' })).toHaveAttribute(
      'href',
      '#how-to-apply',
    );
  });
});

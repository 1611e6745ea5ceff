import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { challengeAnswerOf, testChallenge } from '@/lib/challenge/test-challenge';
import { signInStubs } from '@/test/sign-in';
import { fail, stubApi } from '@/test/stub-api';
import { testUser } from '../testing/auth-fixtures';
import { renderWithAuth } from '../testing/render-with-auth';
import { LoginPage } from './login-page';

const user = testUser();

const codeSent = { message: 'OTP sent to your phone', code_length: 4, expires_in: 300, resend_in: 60 };
const signedIn = { user, session: { access_token: 'token', expires_in: 3600 } };

/** A first-time visitor (nothing remembered, so no refresh) whose code is 1234. */
function stubSignIn(options: { refuseSend?: ReturnType<typeof fail>; person?: typeof user } = {}) {
  let person = options.person ?? user;
  return stubApi({
    'POST /auth/send-otp': () => options.refuseSend ?? codeSent,
    'POST /auth/verify-otp': ({ body }) =>
      body.token === '1234'
        ? { ...signedIn, user: person }
        : fail(
            400,
            'BAD_REQUEST',
            'This code is not valid or has expired. Please request a new one.',
            'token',
          ),
    'GET /auth/profile': () => ({ user: person }),
    'PUT /auth/profile': ({ body }) => {
      person = { ...person, first_name: body.first_name, last_name: body.last_name };
      return { user: person };
    },
  });
}

function renderLogin(state?: unknown) {
  return renderWithAuth(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard screen</h1> },
      { path: '/jobs/7', element: <h1>Job 7</h1> },
    ],
    { pathname: '/login', state },
  );
}

const phoneInput = () => screen.getByLabelText('Phone number');
const sendButton = () => screen.getByRole('button', { name: 'Send code' });

async function reachCodeStep(events: ReturnType<typeof userEvent.setup>) {
  await events.type(phoneInput(), '2075550103');
  await events.click(sendButton());
  return screen.findByLabelText('Verification code');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login, phone step', () => {
  it('keeps digits only and enables sending at ten digits', async () => {
    stubSignIn();
    const { user: events } = renderLogin();
    expect(screen.getByLabelText('Country code')).toHaveValue('+1');
    expect(sendButton()).toBeDisabled();
    await events.type(phoneInput(), '(207) 555-010');
    expect(phoneInput()).toHaveValue('207555010');
    expect(sendButton()).toBeDisabled();
    await events.type(phoneInput(), '3');
    expect(sendButton()).toBeEnabled();
  });

  it("says 'Phone number must be 10 digits' for more than ten", async () => {
    const { requests } = stubSignIn();
    const { user: events } = renderLogin();
    await events.type(phoneInput(), '20755501031');
    await events.click(sendButton());
    expect(await screen.findByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter(({ url }) => url.pathname.endsWith('/auth/send-otp'))).toEqual([]);
  });

  it("says 'Invalid country code format' for a bad country code", async () => {
    stubSignIn();
    const { user: events } = renderLogin();
    const country = screen.getByLabelText('Country code');
    await events.clear(country);
    await events.type(country, '12345');
    await events.type(phoneInput(), '2075550103');
    await events.click(sendButton());
    expect(await screen.findByText('Invalid country code format')).toBeInTheDocument();
  });

  it('sends the number in international format and moves to the code step', async () => {
    const { requests } = stubSignIn();
    const { user: events } = renderLogin();
    await reachCodeStep(events);
    const call = requests.find(({ url }) => url.pathname.endsWith('/auth/send-otp'));
    expect(call?.body).toEqual({ phone: '+12075550103' });
    expect(screen.getByText('(207) 555-0103')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in 60s/ })).toBeDisabled();
  });

  it("shows the server's reason when no code can be sent", async () => {
    stubSignIn({
      refuseSend: fail(429, 'RATE_LIMITED', 'Please wait 42 seconds before requesting a new code.'),
    });
    const { user: events } = renderLogin();
    await events.type(phoneInput(), '2075550103');
    await events.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before requesting a new code.',
    );
    expect(phoneInput()).toBeInTheDocument();
  });
});

describe('login, code step', () => {
  it("keeps digits only and says 'OTP must be exactly 4 digits'", async () => {
    stubSignIn();
    const { user: events } = renderLogin();
    const code = await reachCodeStep(events);
    await events.type(code, '1a2');
    expect(code).toHaveValue('12');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('OTP must be exactly 4 digits')).toBeInTheDocument();
  });

  it("shows the server's answer to a wrong code", async () => {
    stubSignIn();
    const { user: events } = renderLogin();
    await events.type(await reachCodeStep(events), '9999');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This code is not valid or has expired. Please request a new one.',
    );
  });

  it('goes back to the phone step with Change number, clearing the code and the error', async () => {
    stubSignIn();
    const { user: events } = renderLogin();
    await events.type(await reachCodeStep(events), '9999');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByRole('alert');
    await events.click(screen.getByRole('button', { name: 'Change number' }));
    expect(phoneInput()).toHaveValue('2075550103');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await events.click(sendButton());
    expect(await screen.findByLabelText('Verification code')).toHaveValue('');
  });

  it('offers Resend after 60 seconds, and sends a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubSignIn();
    const events = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderLogin();
    await events.type(phoneInput(), '2075550103');
    await events.click(sendButton());
    await screen.findByLabelText('Verification code');
    vi.advanceTimersByTime(30_000);
    expect(await screen.findByRole('button', { name: /Resend code in 30s/ })).toBeDisabled();
    vi.advanceTimersByTime(30_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    await events.click(resend);
    await screen.findByRole('button', { name: /Resend code in 60s/ });
    expect(requests.filter(({ url }) => url.pathname.endsWith('/auth/send-otp'))).toHaveLength(2);
  });

  it("says 'Welcome back!' and goes on to /dashboard after 1.5 s", async () => {
    stubSignIn();
    const { router, user: events } = renderLogin();
    await events.type(await reachCodeStep(events), '1234');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByRole('heading', { name: 'Dashboard screen' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(localStorage.getItem('user_session') ?? 'null')).toMatchObject({
      phone: '+12075550103',
    });
  });

  it("greets someone new with 'Welcome!', saves the name they give and goes on", async () => {
    const { requests } = stubSignIn({ person: testUser({ first_name: null, last_name: null }) });
    const { router, user: events } = renderLogin();
    await events.type(await reachCodeStep(events), '1234');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    // A first name is enough to be greeted; the step says that applying needs both.
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Applying for a job needs your first and last name.',
    );
    await events.type(screen.getByLabelText('First name'), 'Robin');
    await events.type(screen.getByLabelText('Last name'), 'Lee');
    await events.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    const saved = requests.find(
      ({ method, url }) => method === 'PUT' && url.pathname.endsWith('/auth/profile'),
    );
    expect(saved?.body).toEqual({ first_name: 'Robin', last_name: 'Lee' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets someone new skip the name', async () => {
    const { requests } = stubSignIn({ person: testUser({ first_name: null, last_name: null }) });
    const { router, user: events } = renderLogin();
    await events.type(await reachCodeStep(events), '1234');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    await events.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(requests.some(({ method }) => method === 'PUT')).toBe(false);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('returns to the page the visitor came from', async () => {
    stubSignIn();
    const { router, user: events } = renderLogin({ from: { pathname: '/jobs/7' } });
    await events.type(await reachCodeStep(events), '1234');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('heading', { name: 'Job 7' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/7');
  });
});

describe('login, when the server asks for a security check', () => {
  const challengeRequired = () =>
    fail(428, 'CHALLENGE_REQUIRED', 'Please complete the security check and try again.');
  /** The counter the answer must carry: the page found it by doing the work. */
  const COUNTER = 7;

  /** Every send and check needs a solved challenge: the number is under attack. */
  async function stubUnderAttack() {
    const issued: unknown[] = [];
    const answers: { send: unknown[]; verify: unknown[] } = { send: [], verify: [] };
    const pool = await Promise.all([testChallenge(COUNTER), testChallenge(COUNTER)]);
    stubApi({
      'GET /challenge': () => {
        const challenge = pool[issued.length]!;
        issued.push(challenge);
        return challenge;
      },
      'POST /auth/send-otp': ({ body }) => {
        const answer = challengeAnswerOf(body);
        if (!answer) return challengeRequired();
        answers.send.push(answer);
        return codeSent;
      },
      'POST /auth/verify-otp': ({ body }) => {
        const answer = challengeAnswerOf(body);
        if (!answer) return challengeRequired();
        answers.verify.push(answer);
        return signedIn;
      },
      'GET /auth/profile': () =>
        answers.verify.length ? { user } : fail(401, 'UNAUTHORIZED', 'Not signed in'),
    });
    return { issued, answers };
  }

  it('solves the check, sends the code, and signs in after a second check, without a word to the visitor', async () => {
    const { issued, answers } = await stubUnderAttack();
    const { user: events, router } = renderLogin();

    const codeInput = await reachCodeStep(events);
    expect(answers.send).toEqual([
      { challenge: issued[0], solution: expect.objectContaining({ counter: COUNTER }) },
    ]);

    await events.type(codeInput, '1234');
    await events.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(answers.verify).toEqual([
      { challenge: issued[1], solution: expect.objectContaining({ counter: COUNTER }) },
    ]);
    expect(screen.queryByText('Please complete the security check and try again.')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Dashboard screen' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('login, already signed in', () => {
  it('sends a signed-in visitor away at once', async () => {
    stubApi(signInStubs(user));
    const { router } = renderLogin();
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('login page frame', () => {
  it('links back home and to privacy, terms and support', () => {
    stubSignIn();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/support']);
  });
});

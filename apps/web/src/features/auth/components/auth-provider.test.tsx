import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { signInStubs } from '@/test/sign-in';
import { type ApiStubs, fail, stubApi } from '@/test/stub-api';
import { useAuth } from '../hooks/use-auth';
import { testUser } from '../testing/auth-fixtures';
import { renderWithAuth } from '../testing/render-with-auth';

/** Calls a route that needs a signed-in person (their devices) and shows what came back. */
function Probe() {
  const auth = useAuth();
  const [result, setResult] = useState('');
  const call = () =>
    api.get('/auth/sessions').then(
      (devices) => setResult(`ok ${devices.length} devices`),
      (error: Error) => setResult(error.message),
    );
  return (
    <>
      <p>status: {auth.status}</p>
      <button type="button" onClick={call}>
        Call
      </button>
      <button type="button" onClick={() => void auth.logout()}>
        Logout
      </button>
      <p>{result}</p>
    </>
  );
}

function renderProbe() {
  return renderWithAuth(
    [
      { path: '/account', element: <Probe /> },
      { path: '/login', element: <h1>Login</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/account',
  );
}

/** Signed in as a returning member, with `api` answering beside the sign-in's own routes. */
function stubSignedIn(api: ApiStubs = {}) {
  return stubApi({ ...signInStubs(testUser()), ...api });
}

describe('AuthProvider and the API client', () => {
  it('sends the token, and after a 401 refreshes once and retries', async () => {
    let protectedCalls = 0;
    const { requests } = stubSignedIn({
      'GET /auth/sessions': () => (++protectedCalls === 1 ? fail(401, 'TOKEN_EXPIRED', 'expired') : []),
    });
    const { user } = renderProbe();
    await screen.findByText('status: signed-in');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('ok 0 devices')).toBeInTheDocument();
    const to = (path: string) => requests.filter(({ url }) => url.pathname.endsWith(path));
    expect(to('/auth/sessions')[0]?.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(to('/auth/sessions')).toHaveLength(2);
    expect(to('/auth/refresh')).toHaveLength(2);
  });

  it("clears the session and goes to /login with 'Authentication failed' when the refresh fails", async () => {
    let refreshes = 0;
    stubSignedIn({
      'POST /auth/refresh': () =>
        ++refreshes === 1
          ? { session: { access_token: 't', expires_in: 3600 } }
          : fail(401, 'UNAUTHORIZED', 'ended'),
      'GET /auth/sessions': () => fail(401, 'UNAUTHORIZED', 'no'),
    });
    const { router } = renderProbe();
    await screen.findByText('status: signed-in');
    const failure = api.get('/auth/sessions').catch((error: Error) => error.message);
    expect(await failure).toBe('Authentication failed');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/account' } });
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('logs out: calls the server, forgets everything and goes home', async () => {
    const { requests } = stubSignedIn();
    const { router, user } = renderProbe();
    await screen.findByText('status: signed-in');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(requests.some(({ url }) => url.pathname.endsWith('/auth/logout'))).toBe(true);
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('a refresh answer without a session counts as a failed refresh', async () => {
    stubSignedIn({
      // Deliberately not what the route table allows.
      'POST /auth/refresh': () => ({ nope: true }) as never,
    });
    renderProbe();
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });
});

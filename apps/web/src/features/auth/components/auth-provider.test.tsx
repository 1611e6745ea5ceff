import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { useAuth } from '../hooks/use-auth';
import { testUser } from '../testing/auth-fixtures';
import { stubAuthApi } from '../testing/fake-auth-api';
import { AuthProvider } from './auth-provider';

/** Calls a protected endpoint and shows what came back. */
function Probe() {
  const auth = useAuth();
  const [result, setResult] = useState('');
  const call = () =>
    apiRequest('/protected').then(
      (data) => setResult(`ok ${(data as { ok: boolean }).ok}`),
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
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          { path: '/account', element: <Probe /> },
          { path: '/login', element: <h1>Login</h1> },
          { path: '/', element: <h1>Home</h1> },
        ],
      },
    ],
    { initialEntries: ['/account'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthProvider and the API client', () => {
  it('sends the token, and after a 401 refreshes once and retries', async () => {
    let protectedCalls = 0;
    const fetch = stubAuthApi(testUser(), {
      'GET /api/v1/protected': () =>
        ++protectedCalls === 1
          ? { status: 401, body: { success: false, error: { message: 'expired', code: 'TOKEN_EXPIRED' } } }
          : { status: 200, body: { success: true, data: { ok: true } } },
    });
    const { user } = renderProbe();
    await screen.findByText('status: signed-in');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('ok true')).toBeInTheDocument();
    const protectedRequests = fetch.mock.calls.filter(([url]) => String(url).endsWith('/protected'));
    expect(new Headers(protectedRequests[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer test-access-token',
    );
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'))).toHaveLength(2);
  });

  it("clears the session and goes to /login with 'Authentication failed' when the refresh fails", async () => {
    let refreshes = 0;
    stubAuthApi(testUser(), {
      'POST /api/v1/auth/refresh': () =>
        ++refreshes === 1
          ? {
              status: 200,
              body: { success: true, data: { session: { access_token: 't', expires_in: 3600 } } },
            }
          : { status: 401, body: { success: false, error: { message: 'ended', code: 'UNAUTHORIZED' } } },
      'GET /api/v1/protected': () => ({
        status: 401,
        body: { success: false, error: { message: 'no', code: 'UNAUTHORIZED' } },
      }),
    });
    const { router } = renderProbe();
    await screen.findByText('status: signed-in');
    const failure = apiRequest('/protected').catch((error: Error) => error.message);
    expect(await failure).toBe('Authentication failed');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/account' } });
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('logs out: calls the server, forgets everything and goes home', async () => {
    const fetch = stubAuthApi(testUser());
    const { router, user } = renderProbe();
    await screen.findByText('status: signed-in');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/auth/logout'))).toBe(true);
    expect(localStorage.getItem('user_session')).toBeNull();
  });

  it('a refresh answer without a session counts as a failed refresh', async () => {
    stubAuthApi(testUser(), {
      'POST /api/v1/auth/refresh': () => ({ status: 200, body: { success: true, data: { nope: true } } }),
    });
    renderProbe();
    expect(await screen.findByText('status: signed-out')).toBeInTheDocument();
  });
});

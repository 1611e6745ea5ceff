import { type TCurrentUser, USER_SESSION_STORAGE_KEY } from '@perks/contract';
import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: URL) => { status: number; body: unknown };

const json = (status: number, body: unknown) => ({ status, body });
const ok = (data: unknown) => json(200, { success: true, data });

/**
 * Stubs `fetch` with the auth endpoints' answers: signed in as `user` (a returning member: the
 * user is cached in local storage and the refresh cookie works) or signed out (refresh answers
 * 401). Other paths can be added per test; unknown ones get 404.
 */
export function stubAuthApi(user: TCurrentUser | null, extra: Record<string, Handler> = {}) {
  if (user) localStorage.setItem(USER_SESSION_STORAGE_KEY, JSON.stringify(user));
  const routes: Record<string, Handler> = {
    'POST /api/v1/auth/refresh': () =>
      user
        ? ok({ session: { access_token: 'test-access-token', expires_in: 3600 } })
        : json(401, { success: false, error: { message: 'Your session has ended.', code: 'UNAUTHORIZED' } }),
    'GET /api/v1/auth/profile': () =>
      user ? ok({ user }) : json(401, { success: false, error: { message: 'x', code: 'UNAUTHORIZED' } }),
    'POST /api/v1/auth/logout': () => ok(null),
    'GET /api/v1/user/businesses': () => ok([]),
    ...extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const { status, body } = handler
      ? handler(init, url)
      : json(404, { success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

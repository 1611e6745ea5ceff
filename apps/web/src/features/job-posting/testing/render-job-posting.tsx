import type { TCurrentUser } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, stubAuthApi } from '@/features/auth/testing';

// jsdom has no layout: Radix sliders and menus measure themselves through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Sonner keeps its toasts in a module-level store; one test's toasts must not show in the next.
afterEach(() => {
  toast.dismiss();
});

/** What a stubbed endpoint answers. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}
type ApiHandler = (init: RequestInit | undefined) => ApiAnswer;
export type ApiStubs = Record<string, ApiHandler>;

export const ok = (data: unknown): ApiAnswer => ({ status: 200, body: { success: true, data } });
export const created = (data: unknown): ApiAnswer => ({ status: 201, body: { success: true, data } });
export const failure = (status: number, message: string, code = 'ERROR', field?: string): ApiAnswer => ({
  status,
  body: { success: false, error: { message, code, ...(field ? { field } : {}) } },
});

/**
 * Renders a screen of this feature for a signed-in user, with the API answered by `api`
 * ('METHOD /api/v1/path' → handler) and toasts shown. /jobs and /jobs/:id stand in as plain pages.
 */
export function renderAsUser(
  user: TCurrentUser,
  element: ReactElement,
  { path = '/', routePath = '/', api = {} }: { path?: string; routePath?: string; api?: ApiStubs } = {},
) {
  vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(user));
  const fetchMock = stubAuthApi(user, api);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/jobs', element: <h1>Job list</h1> },
      { path: '/jobs/:id', element: <h1>Job page</h1> },
      { path: '/post-job', element: <h1>Post job page</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, fetchMock, queryClient };
}

/** The calls the stubbed fetch received for one 'METHOD /path'. */
export function callsTo(fetchMock: ReturnType<typeof stubAuthApi>, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return (init?.method ?? 'GET') === method && url.pathname === pathname;
  });
}

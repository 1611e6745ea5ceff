import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { AuthProvider, useAuth } from '@/features/auth';
import { ThemeProvider } from '@/features/themes';
import { signInStubs, type TestPerson } from './sign-in';
import { type ApiStubs, stubApi } from './stub-api';

export interface RenderOptions {
  /** Who is signed in (default: a visitor). */
  user?: TestPerson;
  /** The URL the screen opens at (default `/`). */
  path?: string;
  /** Where `ui` renders, e.g. `/jobs/:id/edit` for its params (default: every path `routes` leave free). */
  route?: string;
  /** Other screens the test may reach, e.g. `{ path: '/login', element: <h1>Login</h1> }`. */
  routes?: RouteObject[];
  /** The API the screen talks to; the sign-in's own routes are added for `user`. */
  api?: ApiStubs;
  /** Show toasts, as the app does beside the router. */
  toasts?: boolean;
}

/** Reports once the auth provider has settled on signed in or signed out. */
function AuthSettled({ onSettled }: { onSettled: () => void }) {
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'loading') onSettled();
  }, [status, onSettled]);
  return null;
}

/**
 * Renders `ui` as the app would show it: a fresh query cache, the theme, a router, and the real
 * auth provider signing `user` in through the stubbed API. Resolves once the sign-in has settled
 * (except for `user: 'loading'`), so the screen already sees who is signed in.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { user = null, path = '/', route = '*', routes = [], api = {}, toasts = false } = options;
  const { requests } = stubApi({ ...signInStubs(user), ...api });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let settled = false;
  const onSettled = () => {
    settled = true;
  };
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <AuthSettled onSettled={onSettled} />
            <Outlet />
          </AuthProvider>
        ),
        children: [{ path: route, element: ui }, ...routes],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        {toasts && <Toaster />}
      </ThemeProvider>
    </QueryClientProvider>,
  );
  if (user !== 'loading') {
    await waitFor(() => {
      if (!settled) throw new Error('the auth provider has not settled on who is signed in');
    });
  }
  return { ...result, router, queryClient, requests };
}

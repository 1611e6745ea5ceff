import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '@/app/router';
import { signInStubs, type TestPerson } from './sign-in';
import { type ApiStubs, stubApi } from './stub-api';

/**
 * Renders the real route table at `path`, the way a visitor opening that URL would see it, or
 * `user` when given: the layout's auth provider signs them in through the stubbed `api`. Guarded
 * screens show their skeleton until it has, so find the screen with `findBy…`.
 */
export function renderRoute(
  path: string,
  { user = null, api = {} }: { user?: TestPerson; api?: ApiStubs } = {},
) {
  const { requests } = stubApi({ ...signInStubs(user), ...api });
  // Screens read and write data through the query cache, as in the app (a fresh one per render).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  return {
    router,
    queryClient,
    requests,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  type InitialEntry,
  Outlet,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { AuthProvider } from '../components/auth-provider';

/** Renders `routes` inside the auth provider, as the app's layout does, starting at `entry`. */
export function renderWithAuth(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type NonIndexRouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { createRoutes } from './router';

function CrashingScreen(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

function EmptyScreen() {
  return null;
}

/** The real layout and error boundaries, with one extra screen at /broken that fails. */
function renderBrokenScreen(broken: NonIndexRouteObject) {
  const queryClient = createQueryClient();
  const root = createRoutes(queryClient)[0] as NonIndexRouteObject;
  const screens = root.children![0] as NonIndexRouteObject;
  const tree: NonIndexRouteObject[] = [
    { ...root, children: [{ ...screens, children: [...screens.children!, { ...broken, path: 'broken' }] }] },
  ];
  // The layout is under the app's query client, as in main.tsx (the footer's language picker saves through it).
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createMemoryRouter(tree, { initialEntries: ['/broken'] })} />
    </QueryClientProvider>,
  );
}

describe('router error screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' and the error's message, inside the layout", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught render error
    renderBrokenScreen({ Component: CrashingScreen });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument(); // navigation still usable
  });

  it('shows the status of a failed response', async () => {
    renderBrokenScreen({
      Component: EmptyScreen,
      loader: () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});

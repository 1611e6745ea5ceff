import { API_ROUTES, APP_PATHS, type RouteKey, type TUserBusiness } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { signInStubs, type TestPerson } from '@/test/sign-in';
import { type ApiStubs, fail, stubApi } from '@/test/stub-api';
import { createRoutes } from './router';

// The route table (docs/product.md, "Screens and routes") and the screen each opens.
const PUBLIC_ROUTES: Array<[path: string, heading: string]> = [
  ['/', 'Industry Perks'],
  ['/product', 'How It Works'],
  ['/restaurants', 'Partner Discounts'],
  ['/example-job', 'Example Job'],
  ['/login', 'Login'],
  ['/jobs', 'Jobs'],
  // No such job in the stubbed API: the detail screen's not-found state.
  ['/jobs/42', 'Job Not Found'],
  // Not a business id: the business page's not-found card.
  ['/business/7', 'Business not found'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/support', 'Support'],
  // The links in alert e-mails open without signing in.
  ['/alerts/confirm/a.token', 'Alert e-mail'],
  ['/alerts/unsubscribe/a.token', 'Unsubscribe from job alerts'],
];

// Login required.
const MEMBER_ROUTES: Array<[path: string, heading: string]> = [
  ['/jobs/42/edit', 'Edit Job'],
  ['/dashboard', 'Welcome back, Sam Carter!'],
  ['/post-job', 'Post a Job'],
  // The stubbed API knows no member profiles: the profile screen's not-found state.
  ['/profile', 'Profile not found'],
  ['/profile/u-1', 'Profile not found'],
  ['/businesses', 'Business Directory'],
  ['/businesses/create', 'Add Your Business'],
  // The person runs no business here: the editor's way to /setup under its heading.
  ['/business/00000000-0000-4000-8000-0000000000b1/edit', 'Business profile'],
  ['/analytics', 'Business Analytics'],
  ['/billing', 'Billing'],
  ['/settings', 'Settings'],
  ['/applications', 'My Applications'],
  ['/saved', 'Saved jobs'],
  ['/alerts', 'Job alerts'],
  // The stubbed API knows no such job: the applicants screen says so under its heading.
  ['/jobs/42/applications', 'Applicants'],
];

/**
 * The API as an empty platform answers it: every route of the route table answers 404 unless the
 * sign-in needs it, so each screen shows its heading with its not-found, empty or error state. A
 * call to a path outside the route table still fails the test (stubApi).
 */
const OWN_BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

function stubEmptyPlatform(person: TestPerson, memberships: TUserBusiness[] = []) {
  const notFound = Object.fromEntries(
    (Object.keys(API_ROUTES) as RouteKey[]).map((key) => [
      key,
      () => fail(404, 'NOT_FOUND', 'Resource not found.'),
    ]),
  ) as ApiStubs;
  stubApi({ ...notFound, ...signInStubs(person), 'GET /user/businesses': () => memberships });
}

/** The real route table with a query client, as the app runs it. */
function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// jsdom has no layout engine; screens with sliders (the job form) measure themselves on mount.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const joinPath = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent === '/' ? '' : parent}/${path}`;

/** Every full path pattern the route tree opens a screen at: its leaves, the '*' catch-all aside. */
function screenPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? joinPath(parent, route.path) : parent;
    return route.children ? screenPaths(route.children, here) : [here];
  });
}

describe('route table', () => {
  it("opens a screen at exactly the contract's APP_PATHS, which the server answers 200 for", () => {
    const paths = screenPaths(createRoutes(new QueryClient()));
    expect([...paths].sort()).toEqual(Object.values(APP_PATHS).sort());
  });

  // As below: a screen's first visit transforms its lazily loaded modules (the business page's are
  // many), which takes seconds on a busy machine.
  it.each(PUBLIC_ROUTES)(
    '%s opens the %s screen inside the layout',
    async (path, heading) => {
      stubEmptyPlatform(null);
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
      expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
    },
    15_000,
  );

  it('names the browser tab after the screen, and keeps the site title on the home page', async () => {
    stubEmptyPlatform(null);
    renderApp('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('Jobs — Industry Perks'));

    cleanup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Industry Perks' });
    await waitFor(() => expect(document.title).toBe('Industry Perks — Portland hospitality jobs & perks'));
  });
});

describe('route guards', () => {
  it.each(MEMBER_ROUTES)('%s sends a visitor to /login, remembering where they were going', async (path) => {
    stubEmptyPlatform(null);
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
  });

  // A page's first visit in the run transforms its lazily loaded modules, which takes seconds on a
  // busy two-core machine: the time limit is for a page that never shows, not a slow first import.
  it.each(MEMBER_ROUTES)(
    '%s opens for a signed-in member who manages a business',
    async (path, heading) => {
      stubEmptyPlatform(testUser({ manages_businesses: true }));
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
    15_000,
  );

  it('shows a skeleton while the session is being checked', async () => {
    stubEmptyPlatform(testUser());
    renderApp('/dashboard');
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam Carter!' }),
    ).toBeInTheDocument();
  });

  it("/admin tells a signed-in non-admin 'Access Denied'", async () => {
    stubEmptyPlatform(testUser());
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You need administrator privileges to access this page.')).toBeInTheDocument();
    expect(screen.getByText('Contact your administrator if you think this is an error.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toBeInTheDocument();
  });

  it.each(['/post-job', '/jobs/42/edit'])(
    "%s tells a worker 'Access Denied' and who posts jobs",
    async (path) => {
      stubEmptyPlatform(testUser());
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("You don't have the required permissions to access this page."),
      ).toBeInTheDocument();
      expect(screen.getByText(/posted by a business's owners and managers/)).toBeInTheDocument();
      expect(screen.getByText('create:job')).toBeInTheDocument();
      // Not a dead end: an owner sets their business up from here (decision 063).
      expect(screen.getByRole('link', { name: 'Set up your business' })).toHaveAttribute('href', '/setup');
      expect(
        screen.queryByRole('heading', { level: 1, name: /Post a Job|Edit Job/ }),
      ).not.toBeInTheDocument();
    },
    15_000,
  );

  it('/post-job opens for the owner of a business still waiting for review, who drafts its jobs', async () => {
    stubEmptyPlatform(testUser(), [
      {
        business: {
          id: OWN_BUSINESS_ID,
          name: 'Dockside Tap',
          business_type: 'bar',
          is_active: false,
          address: null,
        },
        role: 'owner',
        join_order: 0,
      },
    ]);
    renderApp('/post-job');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post a Job' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  }, 15_000);

  it('/admin opens for an admin', async () => {
    stubEmptyPlatform(testUser({ is_admin: true, role: 'admin' }));
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('/admin sends a visitor to /login', async () => {
    stubEmptyPlatform(null);
    const router = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin' } });
  });
});

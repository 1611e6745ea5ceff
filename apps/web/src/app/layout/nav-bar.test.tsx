import type { TCurrentUser } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/features/auth';
import { testUser } from '@/features/auth/testing';
import { linkTexts, MANAGER_LINKS, SITE_LINKS, VISITOR_LINKS } from '@/test/nav-links';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';
import { WithI18n } from '@/test/with-i18n';
import { NavBar } from './nav-bar';

async function renderNavBar(
  path = '/product',
  signedIn: TCurrentUser | null | 'loading' = null,
  api: ApiStubs = {},
) {
  const page = (name: string) => (
    <>
      <NavBar />
      <h1>{name}</h1>
    </>
  );
  const { router } = await renderWithProviders(page('Page'), {
    path,
    user: signedIn,
    api,
    routes: [
      {
        path: '/',
        element: (
          <>
            <NavBar />
            <section id="cta-section">Sign up</section>
          </>
        ),
      },
      { path: '/product', element: page('How It Works') },
      { path: '/jobs', element: page('Jobs') },
    ],
  });
  return { router, user: userEvent.setup() };
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' });

describe('navigation bar, signed out', () => {
  it('links home from the brand and shows the visitor links in order, then Login and Get Started', async () => {
    await renderNavBar();
    expect(screen.getByRole('link', { name: 'Industry Perks' })).toHaveAttribute('href', '/');

    const [wide] = mainNav();
    const links = within(wide!).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['How It Works', '/product'],
      ['Jobs', '/jobs'],
      ['Perks and Discounts', '/restaurants'],
      ['Post a Job', '/post-job'],
      ['Example Job', '/example-job'],
    ]);
    expect(within(wide!).getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'Get Started' })[0]).toBeInTheDocument();
  });

  it('shows a placeholder instead of the buttons while auth is loading', async () => {
    await renderNavBar('/product', 'loading');
    expect(screen.getAllByTestId('auth-placeholder').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
  });
});

describe('navigation bar, offline', () => {
  it("says 'Offline' instead of offering a returning member Login and Get Started", async () => {
    await renderNavBar('/product', testUser(), {
      'POST /auth/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    // The wide bar's and the menu's.
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
  });
});

describe('Get Started', () => {
  it('goes to the home page sign-up anchor from another page', async () => {
    const { router, user } = await renderNavBar('/product');
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0]!);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#cta-section' });
  });

  it('scrolls to the sign-up section on the home page without navigating', async () => {
    const { router, user } = await renderNavBar('/');
    const section = document.getElementById('cta-section')!;
    const scroll = vi.spyOn(section, 'scrollIntoView');
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0]!);
    expect(scroll).toHaveBeenCalled();
    expect(section).toHaveFocus();
    expect(router.state.location.hash).toBe('');
  });
});

describe('navigation bar, signed in', () => {
  it('shows a worker Dashboard but no Post Job, no visitor links, and an account menu', async () => {
    const { user } = await renderNavBar('/jobs', testUser());
    const [wide] = mainNav();
    expect(linkTexts(wide!)).toEqual([...SITE_LINKS, 'Dashboard', 'Member Card']);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Sam Carter' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Sam Carter')).toBeInTheDocument();
    expect(within(menu).getByText('(207) 555-0103')).toBeInTheDocument();
    expect(within(menu).getByText('Worker')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Messages', 'Job Alerts', 'Settings', 'Logout']);
  });

  it('shows Post Job and the Business Owner badge to someone who manages a business', async () => {
    const { user } = await renderNavBar('/jobs', testUser({ manages_businesses: true }));
    expect(linkTexts(mainNav()[0]!)).toEqual([...SITE_LINKS, ...MANAGER_LINKS]);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(within(await screen.findByRole('menu')).getByText('Business Owner')).toBeInTheDocument();
  });

  it("shows admins 'Admin' in the bar and 'Admin Panel' in the account menu", async () => {
    const { user } = await renderNavBar('/jobs', testUser({ is_admin: true, role: 'admin' }));
    expect(within(mainNav()[0]!).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('logs out from the account menu with the keyboard', async () => {
    const logout = vi.fn(() => null);
    const { router, user } = await renderNavBar('/jobs', testUser(), { 'POST /auth/logout': logout });
    (await screen.findByRole('button', { name: /Account menu/ })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
    // Signed out, the bar offers Login again and the visitor is home.
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('navigation bar in the server HTML, for a browser without JavaScript', () => {
  // The server renders while the session check has not run; the browser hydrates from the same.
  const serverHtml = () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <AuthProvider>
              <NavBar />
            </AuthProvider>
          ),
        },
      ],
      { initialEntries: ['/jobs'] },
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <WithI18n>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </WithI18n>,
    );
    return container;
  };

  // jsdom parses <noscript> as text, as a browser with scripts does; a browser without parses the markup.
  const scriptlessParts = (container: HTMLElement) =>
    [...container.querySelectorAll('noscript')].map((part) => {
      const parsed = document.createElement('div');
      parsed.innerHTML = part.textContent ?? '';
      return parsed;
    });

  it("has a visitor's links, Login and a Get Started link in <noscript> beside the placeholders", () => {
    const container = serverHtml();
    expect(within(container).getAllByTestId('auth-placeholder').length).toBeGreaterThan(0);
    const links = scriptlessParts(container).flatMap((part) =>
      [...part.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    );
    expect(links).toEqual(
      expect.arrayContaining([
        'Post a Job /post-job',
        'Example Job /example-job',
        'Login /login',
        'Get Started /#cta-section',
      ]),
    );
  });

  it('has a phone menu that opens without scripts: a native disclosure', () => {
    const menu = scriptlessParts(serverHtml())
      .map((part) => part.querySelector('details'))
      .find(Boolean);
    expect(menu?.querySelector('summary')).toHaveAttribute('aria-label', 'Menu');
    expect([...(menu?.querySelectorAll('nav a') ?? [])].map((a) => a.textContent)).toEqual([
      ...VISITOR_LINKS,
      'Get Started',
    ]);
  });
});

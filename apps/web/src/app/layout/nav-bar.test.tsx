import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, testUser } from '@/features/auth/testing';
import { NavBar } from './nav-bar';

function renderNavBar(path = '/product') {
  const page = (name: string) => (
    <>
      <NavBar />
      <h1>{name}</h1>
    </>
  );
  const router = createMemoryRouter(
    [
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
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main' });
afterEach(() => vi.restoreAllMocks());

describe('navigation bar, signed out', () => {
  it('links home from the brand and shows the visitor links in order, then Login and Get Started', () => {
    renderNavBar();
    expect(screen.getByRole('link', { name: 'Industry Perks' })).toHaveAttribute('href', '/');

    const [wide] = mainNav();
    const links = within(wide!).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['How It Works', '/product'],
      ['Jobs', '/jobs'],
      ['Post a Job', '/post-job'],
      ['Example Job', '/example-job'],
    ]);
    expect(within(wide!).getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'Get Started' })[0]).toBeInTheDocument();
  });

  it('shows a placeholder instead of the buttons while auth is loading', () => {
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor('loading'));
    renderNavBar();
    expect(screen.getAllByTestId('auth-placeholder').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
  });
});

describe('Get Started', () => {
  it('goes to the home page sign-up anchor from another page', async () => {
    const { router, user } = renderNavBar('/product');
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[0]!);
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#cta-section' });
  });

  it('scrolls to the sign-up section on the home page without navigating', async () => {
    const { router, user } = renderNavBar('/');
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
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(testUser()));
    const { user } = renderNavBar('/jobs');
    const [wide] = mainNav();
    expect(
      within(wide!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'How It Works', 'Jobs', 'Dashboard', 'Member Card']);
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
    ).toEqual(['Profile', 'Settings', 'Logout']);
  });

  it('shows Post Job and the Business Owner badge to someone who manages a business', async () => {
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(testUser({ manages_businesses: true })));
    const { user } = renderNavBar('/jobs');
    expect(
      within(mainNav()[0]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'How It Works', 'Jobs', 'Dashboard', 'Post Job', 'Member Card']);
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(within(await screen.findByRole('menu')).getByText('Business Owner')).toBeInTheDocument();
  });

  it("shows admins 'Admin' in the bar and 'Admin Panel' in the account menu", async () => {
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(testUser({ is_admin: true, role: 'admin' })));
    const { user } = renderNavBar('/jobs');
    expect(within(mainNav()[0]!).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('logs out from the account menu with the keyboard', async () => {
    const logout = vi.fn(async () => undefined);
    vi.spyOn(auth, 'useAuth').mockReturnValue(
      authStateFor(testUser(), { logout, sendCode: vi.fn(), verifyCode: vi.fn(), refreshProfile: vi.fn() }),
    );
    const { user } = renderNavBar('/jobs');
    (await screen.findByRole('button', { name: /Account menu/ })).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
  });
});

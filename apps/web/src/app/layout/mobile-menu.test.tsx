import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth';
import { authStateFor, testUser } from '@/features/auth/testing';
import { NavBar } from './nav-bar';

function renderNavBar(path = '/') {
  const routes = ['/', '/jobs', '/product'].map((path) => ({ path, element: <NavBar /> }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const menuPanel = () => document.getElementById('mobile-menu')!;

describe('narrow screens menu', () => {
  it('opens and closes from its toggle, which says what it will do', async () => {
    const { user } = renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menuPanel()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menuPanel()).toBeVisible();
    const links = within(menuPanel())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Home', 'How It Works', 'Jobs', 'Post a Job', 'Example Job', 'Login']);
    expect(within(menuPanel()).getByRole('button', { name: 'Get Started' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes when a link in it is followed', async () => {
    const { router, user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menuPanel()).getByRole('link', { name: 'Jobs' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes and navigates when Get Started is chosen away from home', async () => {
    const { router, user } = renderNavBar('/product');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menuPanel()).getByRole('button', { name: 'Get Started' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#cta-section' });
    expect(menuPanel()).not.toBeVisible();
  });
});

describe('narrow screens menu, signed in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists Dashboard, Post Job, Profile, Admin Panel, who is signed in, the role and Logout', async () => {
    const logout = vi.fn(async () => undefined);
    const admin = testUser({ is_admin: true, role: 'admin', first_name: 'Alex', last_name: 'Admin' });
    vi.spyOn(auth, 'useAuth').mockReturnValue(
      authStateFor(admin, { logout, sendCode: vi.fn(), verifyCode: vi.fn(), refreshProfile: vi.fn() }),
    );
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const links = within(menuPanel())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Home',
      'How It Works',
      'Jobs',
      'Dashboard',
      'Post Job',
      'Member Card',
      'Profile',
      'Admin Panel',
    ]);
    expect(within(menuPanel()).getByText(/Signed in as/)).toHaveTextContent('Signed in as Alex Admin');
    expect(within(menuPanel()).getByText('Admin')).toBeInTheDocument();
    await user.click(within(menuPanel()).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('shows a worker no Admin Panel and no Post Job', async () => {
    vi.spyOn(auth, 'useAuth').mockReturnValue(authStateFor(testUser()));
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(menuPanel()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(within(menuPanel()).queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
    expect(within(menuPanel()).getByText('Worker')).toBeInTheDocument();
  });
});

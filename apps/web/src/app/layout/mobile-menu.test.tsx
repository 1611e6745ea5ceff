import type { TCurrentUser } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { linkTexts, MANAGER_LINKS, SITE_LINKS, VISITOR_LINKS } from '@/test/nav-links';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';
import { NavBar } from './nav-bar';

async function renderNavBar(path = '/', signedIn: TCurrentUser | null = null, api: ApiStubs = {}) {
  const { router } = await renderWithProviders(<NavBar />, { path, user: signedIn, api });
  return { router, user: userEvent.setup() };
}

const menuPanel = () => document.getElementById('mobile-menu')!;

describe('narrow screens menu', () => {
  it('opens and closes from its toggle, which says what it will do', async () => {
    const { user } = await renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menuPanel()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menuPanel()).toBeVisible();
    expect(linkTexts(menuPanel())).toEqual(VISITOR_LINKS);
    expect(within(menuPanel()).getByRole('button', { name: 'Get Started' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = await renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes when a link in it is followed', async () => {
    const { router, user } = await renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menuPanel()).getByRole('link', { name: 'Jobs' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(menuPanel()).not.toBeVisible();
  });

  it('closes and navigates when Get Started is chosen away from home', async () => {
    const { router, user } = await renderNavBar('/product');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(menuPanel()).getByRole('button', { name: 'Get Started' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#cta-section' });
    expect(menuPanel()).not.toBeVisible();
  });
});

describe('narrow screens menu, signed in', () => {
  it('lists Dashboard, Post Job, Profile, Messages, Job Alerts, Admin Panel, who is signed in, the role and Logout', async () => {
    const logout = vi.fn(() => null);
    const admin = testUser({ is_admin: true, role: 'admin', first_name: 'Alex', last_name: 'Admin' });
    const { user } = await renderNavBar('/', admin, { 'POST /auth/logout': logout });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(linkTexts(menuPanel())).toEqual([
      ...SITE_LINKS,
      ...MANAGER_LINKS,
      'Profile',
      'Messages',
      'Job Alerts',
      'Admin Panel',
    ]);
    expect(within(menuPanel()).getByText(/Signed in as/)).toHaveTextContent('Signed in as Alex Admin');
    expect(within(menuPanel()).getByText('Admin')).toBeInTheDocument();
    await user.click(within(menuPanel()).getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('counts the unread messages beside Messages', async () => {
    const { user } = await renderNavBar('/', testUser(), {
      'GET /user/conversations': () => ({ items: [], unread_total: 3 }),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const messages = within(menuPanel()).getByRole('link', { name: /^Messages/ });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(await within(messages).findByText('3 unread')).toBeInTheDocument();
  });

  it('shows a worker no Admin Panel and no Post Job', async () => {
    const { user } = await renderNavBar('/', testUser());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(menuPanel()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(within(menuPanel()).queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
    expect(within(menuPanel()).getByText('Worker')).toBeInTheDocument();
  });

  it("offers the owner or manager of a partner venue 'Check a member card', and nobody else", async () => {
    const venue = (is_active: boolean, role: 'owner' | 'manager' | 'employee') => [
      {
        business: {
          id: '00000000-0000-4000-8000-0000000000b1',
          name: 'Sol Cantina',
          business_type: 'bar' as const,
          is_active,
          address: null,
        },
        role,
        join_order: 0,
      },
    ];
    const { user } = await renderNavBar('/', testUser(), {
      'GET /user/businesses': () => venue(true, 'manager'),
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await within(menuPanel()).findByRole('link', { name: 'Check a member card' })).toHaveAttribute(
      'href',
      '/verify',
    );
  });

  it.each([
    ['a business still waiting for review', false, 'owner'],
    ['a partner venue they only work at', true, 'employee'],
  ] as const)('shows no card check to someone who runs only %s', async (_, active, role) => {
    const { user } = await renderNavBar('/', testUser(), {
      'GET /user/businesses': () => [
        {
          business: {
            id: '00000000-0000-4000-8000-0000000000b1',
            name: 'Sol Cantina',
            business_type: 'bar' as const,
            is_active: active,
            address: null,
          },
          role,
          join_order: 0,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await within(menuPanel()).findByRole('link', { name: 'Profile' });
    expect(within(menuPanel()).queryByRole('link', { name: 'Check a member card' })).not.toBeInTheDocument();
  });
});

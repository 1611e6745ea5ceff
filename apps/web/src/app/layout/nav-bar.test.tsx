import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as auth from '@/features/auth/hooks/use-auth';
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
    vi.spyOn(auth, 'useAuth').mockReturnValue({ status: 'loading', user: null });
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

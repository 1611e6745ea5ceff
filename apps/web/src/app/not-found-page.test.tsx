import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

describe('not-found screen', () => {
  it("shows '404', 'Oops! Page not found' and a link that goes home", async () => {
    const { router } = renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    // The home screen's code loads before the router switches, so wait for its heading.
    expect(await screen.findByRole('heading', { name: 'Industry Perks', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the navigation bar and footer around it', async () => {
    renderRoute('/jobs/1/edit/extra');
    await screen.findByText('Oops! Page not found');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

// The spec's route table (document 1 section 2, document 2 section 2) and the screen each opens.
const ROUTES: Array<[path: string, heading: string]> = [
  ['/', 'Industry Perks'],
  ['/product', 'How It Works'],
  ['/restaurants', 'Partner Discounts'],
  ['/example-job', 'Example Job'],
  ['/login', 'Login'],
  ['/jobs', 'Jobs'],
  ['/jobs/42', 'Job Details'],
  ['/jobs/42/edit', 'Edit Job'],
  ['/business/7', 'Business'],
  ['/dashboard', 'Dashboard'],
  ['/post-job', 'Post a Job'],
  ['/profile', 'Profile'],
  ['/profile/u-1', 'Profile'],
  ['/businesses', 'Business Directory'],
  ['/businesses/create', 'Add Your Business'],
  ['/analytics', 'Business Analytics'],
  ['/settings', 'Settings'],
  ['/admin', 'Admin Panel'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/support', 'Support'],
];

describe('route table', () => {
  it.each(ROUTES)('%s opens the %s screen inside the layout', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('names the browser tab after the screen, and keeps the site title on the home page', async () => {
    renderRoute('/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(document.title).toBe('Jobs — Industry Perks');

    cleanup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Industry Perks' });
    expect(document.title).toBe('Industry Perks — Portland hospitality jobs & perks');
  });
});

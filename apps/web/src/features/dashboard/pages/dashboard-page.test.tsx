import {
  listPage,
  type TConversationList,
  type TCurrentUser,
  type TMyApplication,
  type TNewApplications,
  type TUserBusiness,
} from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_ID, myApplication } from '@/features/applications/testing';
import { testUser } from '@/features/auth/testing';
import { useUserBusinesses } from '@/features/businesses';
import { businessDetail } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { DashboardPage } from './dashboard-page';

function renderDashboard(
  user: TCurrentUser,
  memberships: TUserBusiness[] = [],
  totalJobs = 0,
  {
    applications = [],
    fresh = { count: 0, jobs: [] },
    saved = [],
    conversations = { items: [], unread_total: 0 },
  }: {
    applications?: TMyApplication[];
    fresh?: TNewApplications;
    saved?: string[];
    conversations?: TConversationList;
  } = {},
) {
  const stats = { totalJobs, yearsExperience: 0, currentPosition: null, mostRecentCompany: null };
  return renderWithProviders(
    <>
      <DashboardPage />
      <MembershipsSettled />
    </>,
    {
      user,
      api: {
        'GET /users/{userId}/work-experience/stats': ({ params }) =>
          params.userId !== user.id ? fail(404, 'NOT_FOUND', 'User not found') : stats,
        'GET /user/businesses': () => memberships,
        'GET /user/managed-jobs': () => [],
        // The business as its membership says: live or waiting for review.
        'GET /businesses/{id}': () => {
          const isActive = memberships[0]?.business.is_active ?? true;
          return businessDetail({ is_active: isActive, status: isActive ? 'active' : 'inactive' });
        },
        'GET /businesses/{id}/roster': () => listPage([], 0, { page: 1, limit: 20 }),
        'GET /user/applications': () => applications,
        'GET /user/new-applications': () => fresh,
        'POST /user/saved-jobs/merge': () => ({ job_ids: saved }),
        'GET /user/membership': () => ({ status: 'pending', phone: user.phone, memberships: [] }),
        'GET /user/conversations': () => conversations,
      },
    },
  );
}

/**
 * Shows once the memberships request has answered. It observes the same query as the page, so
 * the page has rendered with the answer in the same commit: a check made after it sees the result.
 */
function MembershipsSettled() {
  const { isSuccess } = useUserBusinesses(false);
  return isSuccess ? <output>memberships loaded</output> : null;
}

const OTHER_ID = '00000000-0000-4000-8000-00000000b002';

const membership = (role: TUserBusiness['role']): TUserBusiness => ({
  business: {
    id: '00000000-0000-4000-8000-0000000000b1',
    name: 'Salt Pier Kitchen',
    business_type: 'restaurant',
    is_active: true,
    address: null,
  },
  role,
  join_order: 0,
});

/** The quick actions every signed-in person has, first in the list. */
const EVERYONES_ACTIONS = ['Browse Jobs', 'Job Alerts', 'Business Directory', 'Member Card', 'Perks'];

const quickActions = () =>
  within(screen.getByRole('region', { name: 'Quick Actions' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('dashboard messages', () => {
  it('shows no Messages card before there is a conversation', async () => {
    await renderDashboard(testUser());
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('shows the unread count and Open Messages', async () => {
    const item = {
      id: '00000000-0000-4000-8000-00000000c001',
      job_title: 'Line Cook',
      business_name: 'Salt Pier Kitchen',
      applicant_name: 'Sam Carter',
      status: 'interview' as const,
      side: 'applicant' as const,
      last_message: 'See you Friday',
      last_message_at: new Date().toISOString(),
      unread: 4,
    };
    await renderDashboard(testUser(), [], 0, { conversations: { items: [item], unread_total: 4 } });
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(within(region).getByText('4')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });
});

describe('dashboard greeting', () => {
  it('greets by first and last name, with the role badge and tagline', async () => {
    await renderDashboard(testUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam Carter!' })).toBeInTheDocument();
    expect(screen.getByText('Worker')).toBeInTheDocument();
    expect(
      screen.getByText('Discover new opportunities and connect with local businesses.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it("greets someone without a name as new: 'Welcome!', not 'Welcome back' to a phone number", async () => {
    await renderDashboard(testUser({ first_name: null, last_name: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeInTheDocument();
  });

  it('has the admin and business owner taglines', async () => {
    await renderDashboard(testUser({ is_admin: true, role: 'admin' }));
    expect(
      screen.getByText('Monitor platform activity and manage users and businesses.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });
});

describe('dashboard sections by role and permission', () => {
  it('shows a worker browse, directory and add-business actions, Your Activity and Recent Activity', async () => {
    await renderDashboard(testUser({ email: 'sam@mail.example' }));
    expect(quickActions()).toEqual([...EVERYONES_ACTIONS, 'Add Your Business']);
    const activity = screen.getByRole('region', { name: 'Your Activity' });
    // No applications and no saved jobs.
    expect(within(activity).getAllByText('0')).toHaveLength(2);
    expect(within(activity).getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/applications',
    );
    expect(within(activity).getByText('75%')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('region', { name: 'Business Overview' })).not.toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
  });

  it("counts the worker's applications on the Job Applications card", async () => {
    await renderDashboard(testUser(), [], 0, {
      applications: [myApplication(), myApplication({ id: OTHER_ID })],
    });
    const activity = screen.getByRole('region', { name: 'Your Activity' });
    expect(await within(activity).findByText('2')).toBeInTheDocument();
  });

  it("counts the worker's saved jobs on the Saved jobs card, with a way to them", async () => {
    const saved = ['00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000c2'];
    await renderDashboard(testUser(), [], 0, { saved });
    const activity = screen.getByRole('region', { name: 'Your Activity' });
    expect(within(activity).getByRole('heading', { level: 3, name: 'Saved jobs' })).toBeInTheDocument();
    expect(await within(activity).findByText('2')).toBeInTheDocument();
    expect(within(activity).getByRole('link', { name: 'View Saved Jobs' })).toHaveAttribute('href', '/saved');
  });

  it('counts a work history towards profile completion', async () => {
    await renderDashboard(testUser({ email: 'sam@mail.example' }), [], 2);
    const activity = screen.getByRole('region', { name: 'Your Activity' });
    expect(await within(activity).findByText('100%')).toBeInTheDocument();
  });

  it('gives admins Post a Job, Add Your Business and Admin Panel, each with Get Started', async () => {
    await renderDashboard(testUser({ is_admin: true, role: 'admin' }));
    expect(quickActions()).toEqual([...EVERYONES_ACTIONS, 'Post a Job', 'Add Your Business', 'Admin Panel']);
    const links = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link', {
      name: 'Get Started',
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/jobs',
      '/alerts',
      '/businesses',
      '/card',
      '/perks',
      '/post-job',
      '/businesses/create',
      '/admin',
    ]);
    expect(screen.queryByRole('region', { name: 'Your Activity' })).not.toBeInTheDocument();
  });

  it('shows business owners the Business Overview', async () => {
    await renderDashboard(testUser({ role: 'business_owner' }));
    const overview = screen.getByRole('region', { name: 'Business Overview' });
    expect(within(overview).getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    // Without a business of their own, 'Complete Profile' starts the setup flow.
    expect(within(overview).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/setup',
    );
    expect(within(overview).getByRole('link', { name: 'View Billing' })).toHaveAttribute('href', '/billing');
    expect(
      screen.getByText('Manage your business and find the right talent for your team.'),
    ).toBeInTheDocument();
  });

  it("sends an owner's 'Complete Profile' to their business's profile editor (decision 068)", async () => {
    await renderDashboard(testUser({ role: 'business_owner' }), [membership('owner')]);
    const overview = screen.getByRole('region', { name: 'Business Overview' });
    await waitFor(() =>
      expect(within(overview).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
        'href',
        '/business/00000000-0000-4000-8000-0000000000b1/edit',
      ),
    );
  });

  it('shows the job postings panel only to owners and managers of a business', async () => {
    await renderDashboard(testUser(), [membership('manager')]);
    expect(await screen.findByRole('heading', { name: 'Your Job Postings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post New Job' })).toHaveAttribute('href', '/post-job');
  });

  it('shows people who run a business the applications nobody has opened yet, per job', async () => {
    await renderDashboard(testUser(), [membership('owner')], 0, {
      fresh: {
        count: 3,
        jobs: [{ job_id: JOB_ID, job_title: 'Line Cook', business_name: 'Salt Pier Kitchen', count: 3 }],
      },
    });
    const fresh = await screen.findByRole('region', { name: '3 new applications' });
    expect(
      within(fresh).getByRole('link', { name: 'Line Cook at Salt Pier Kitchen: 3 new' }),
    ).toHaveAttribute('href', `/jobs/${JOB_ID}/applications`);
  });

  it('puts applicants, job postings and the card first, and folds the quick actions', async () => {
    await renderDashboard(testUser({ role: 'business_owner' }), [membership('owner')], 0, {
      fresh: {
        count: 1,
        jobs: [{ job_id: JOB_ID, job_title: 'Line Cook', business_name: 'Salt Pier Kitchen', count: 1 }],
      },
    });
    const applicants = await screen.findByRole('region', { name: '1 new application' });
    const postings = await screen.findByRole('heading', { name: 'Your Job Postings' });
    const card = screen.getByRole('region', { name: 'Membership' });
    const quick = screen.getByRole('region', { name: 'Quick Actions' });
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(applicants, postings)).toBe(true);
    expect(before(postings, card)).toBe(true);
    expect(before(card, quick)).toBe(true);
    // The shortcuts are one closed disclosure that says how many it holds.
    const fold = quick.querySelector('details');
    expect(fold).not.toBeNull();
    expect(fold).not.toHaveAttribute('open');
    expect(within(quick).getByText(/Get started \(\d+\)/)).toBeInTheDocument();
  });

  it("gives the manager of a partner venue 'Check a member card', and staff who only work there none", async () => {
    await renderDashboard(testUser(), [membership('manager')]);
    await screen.findByText('memberships loaded');
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('heading', { level: 3, name: 'Check a member card' })).toBeInTheDocument();
    expect(
      actions.getAllByRole('link', { name: 'Get Started' }).map((link) => link.getAttribute('href')),
    ).toContain('/verify');
  });

  it('offers no card check at a business still waiting for review, nor to its staff', async () => {
    const waitingVenue = {
      ...membership('owner'),
      business: { ...membership('owner').business, is_active: false },
    };
    await renderDashboard(testUser(), [waitingVenue]);
    await screen.findByText('memberships loaded');
    expect(quickActions()).not.toContain('Check a member card');
  });

  it('hides the panel for staff who only work at a business', async () => {
    await renderDashboard(testUser(), [membership('employee')]);
    await screen.findByText('memberships loaded');
    expect(screen.queryByRole('heading', { name: 'Your Job Postings' })).not.toBeInTheDocument();
  });
});

describe("dashboard 'Set up your business' (decision 063)", () => {
  it('offers a person without a business the setup flow', async () => {
    await renderDashboard(testUser());
    const setup = await screen.findByRole('region', { name: 'Run a bar, restaurant or café?' });
    expect(within(setup).getByRole('link', { name: 'Set up your business' })).toHaveAttribute(
      'href',
      '/setup',
    );
  });

  it("shows an owner whose business waits for review what happens next and each step's state", async () => {
    const waiting = membership('owner');
    waiting.business.is_active = false;
    await renderDashboard(testUser(), [waiting]);
    const setup = await screen.findByRole('region', { name: 'Setting up Salt Pier Kitchen' });
    // Not 'Worker': the header says where they stand.
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Business waiting for review')).toBeInTheDocument();
    expect(within(header).queryByText('Worker')).not.toBeInTheDocument();
    expect(within(setup).getByText(/usually within one or two working days/)).toBeInTheDocument();
    const steps = within(setup)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toContain('Done');
    expect(steps[2]).toContain('Add your staff listTo do');
    expect(within(setup).getByRole('link', { name: 'Add staff' })).toHaveAttribute(
      'href',
      `/staff?business=${waiting.business.id}`,
    );
    expect(within(setup).getByRole('link', { name: 'Draft a job' })).toHaveAttribute('href', '/post-job');
    // Their own business makes them a member once approved: nobody's manager to ask.
    const membershipCard = screen.getByRole('region', { name: 'Membership' });
    expect(
      await within(membershipCard).findByText(/starts the moment an administrator approves it/),
    ).toBeInTheDocument();
    expect(within(membershipCard).queryByText(/Ask your manager/)).not.toBeInTheDocument();
  });

  it('is gone for an admin without a business', async () => {
    await renderDashboard(testUser({ is_admin: true, role: 'admin' }));
    await screen.findByText('memberships loaded');
    expect(screen.queryByRole('region', { name: 'Run a bar, restaurant or café?' })).not.toBeInTheDocument();
  });
});

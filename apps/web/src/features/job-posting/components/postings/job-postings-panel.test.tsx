import type { TJob, TManagedJob } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { onPhoneScreen } from '@/test/phone-screen';
import { type ApiStubs, fail } from '@/test/stub-api';
import { savedJob, tidewater, tidewaterBartender } from '../../testing/job-fixtures';
import { callsTo, renderAsUser } from '../../testing/render-job-posting';
import { JobPostingsPanel } from './job-postings-panel';

const day = 86_400_000;
/** A row of the owner's table: the job and its applications, all and unread. */
const managed = (job: TJob, application_count = 0, unread_application_count = 0): TManagedJob => ({
  ...job,
  application_count,
  unread_application_count,
});
const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
const jobs = [
  managed(savedJob({ title: 'Line Cook', role_type: 'cook', posted_at: ago(2), expires_at: ago(-28) })),
  managed(
    tidewaterBartender({
      is_tipped_role: true,
      base_hourly_pay: 15,
      estimated_tips_hourly: 8,
      tip_structure: 'pooled',
      posted_at: ago(1),
      expires_at: ago(-29),
    }),
    3,
    2,
  ),
  managed(
    savedJob({
      title: 'Host',
      role_type: 'host',
      status: 'pending',
      is_tipped_role: true,
      tip_structure: 'individual',
      posted_at: ago(10),
    }),
  ),
  managed(
    savedJob({
      title: 'Barback',
      role_type: 'other',
      business: null,
      business_id: '33333333-3333-4333-8333-333333333333',
      company: '',
      is_tipped_role: true,
      tip_structure: null,
      posted_at: ago(40),
      expires_at: ago(10),
    }),
  ),
];

function renderPanel(answer: ApiStubs['GET /user/managed-jobs'] = () => jobs) {
  return renderAsUser(testUser({ role: 'business_owner' }), <JobPostingsPanel />, {
    api: { 'GET /user/managed-jobs': answer },
  });
}

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

// These tests type into a whole form; on a busy machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Your Job Postings', () => {
  it('says it is loading, then lists every posting newest first with the count line', async () => {
    // The postings answer only once the loading state has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await renderPanel(() => answered.then(() => jobs));
    expect(screen.getByRole('heading', { name: 'Your Job Postings' })).toBeInTheDocument();
    expect(screen.getByText('Manage job postings across all your businesses')).toBeInTheDocument();
    expect(screen.getByText('Loading your job postings...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('4 of 4 jobs • 3 businesses')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Bartender', 'Line Cook', 'Host', 'Barback']);
    expect(screen.getByRole('link', { name: 'Post New Job' })).toHaveAttribute('href', '/post-job');
    for (const column of ['Type', 'Salary', 'Applications', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
  });

  it('shows the business cell, the tip line, the status and the applications with unread ones marked', async () => {
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    const row = (title: string) => within(screen.getByRole('row', { name: new RegExp(title) }));
    expect(row('Bartender').getByText('Tidewater Oyster Bar')).toBeInTheDocument();
    expect(row('Bartender').getByText('12 Fore St')).toBeInTheDocument();
    expect(row('Bartender').getByText('$15.00/hr + $8.00/hr tips')).toBeInTheDocument();
    expect(row('Bartender').getByText('Tip pooling')).toBeInTheDocument();
    expect(row('Bartender').getByText('Active')).toBeInTheDocument();
    expect(row('Host').getByText('Keep your own tips')).toBeInTheDocument();
    expect(row('Host').getByText('Pending')).toBeInTheDocument();
    expect(row('Barback').getByText('Unknown Business')).toBeInTheDocument();
    expect(row('Barback').getByText('Other tip arrangement')).toBeInTheDocument();
    expect(row('Barback').getByText('Expired')).toBeInTheDocument();
    expect(row('Line Cook').queryByText(/tip/i)).not.toBeInTheDocument();
    expect(row('Line Cook').getByRole('cell', { name: '0' })).toBeInTheDocument();
    const applications = screen
      .getAllByRole('columnheader')
      .findIndex((head) => head.textContent === 'Applications');
    const bartenderApplications = row('Bartender').getAllByRole('cell')[applications]!;
    expect(bartenderApplications).toHaveTextContent(/^3\s*2 new$/);
    expect(within(bartenderApplications).getByText('2 new')).toBeInTheDocument();
  });

  it('searches titles, businesses and roles, and clears filters when nothing matches', async () => {
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    const search = screen.getByPlaceholderText('Search jobs, businesses, or roles...');
    await userEvent.type(search, 'TIDE');
    expect(rowTitles()).toEqual(['Bartender']);
    expect(screen.getByText('1 of 4 jobs • 3 businesses')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'host');
    expect(rowTitles()).toEqual(['Host']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No jobs match your current filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(rowTitles()).toHaveLength(4);
  });

  it('filters by business, type and status', async () => {
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    const business = screen.getByRole('combobox', { name: 'Filter by business' });
    expect(business).toHaveDisplayValue('All businesses');
    await userEvent.selectOptions(business, tidewater.id);
    expect(rowTitles()).toEqual(['Bartender']);
    await userEvent.selectOptions(business, 'all');

    const type = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(type).toHaveDisplayValue('All types');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All types', 'Full-time', 'Part-time', 'Contract', 'Temporary']);
    await userEvent.selectOptions(type, 'part-time');
    expect(rowTitles()).toEqual(['Bartender']);
    await userEvent.selectOptions(type, 'all');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'expired');
    expect(rowTitles()).toEqual(['Barback']);
  });

  it('sorts by Job Title, Business and Posted', async () => {
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Posted')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Job Title' }));
    expect(header('Job Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(rowTitles()).toEqual(['Barback', 'Bartender', 'Host', 'Line Cook']);
    await userEvent.click(screen.getByRole('button', { name: 'Job Title' }));
    expect(rowTitles()).toEqual(['Line Cook', 'Host', 'Bartender', 'Barback']);
    await userEvent.click(screen.getByRole('button', { name: 'Business' }));
    expect(rowTitles()[0]).toBe('Line Cook'); // Salt Pier Kitchen before Tidewater and Unknown Business
    await userEvent.click(screen.getByRole('button', { name: 'Posted' }));
    expect(rowTitles()).toEqual(['Bartender', 'Line Cook', 'Host', 'Barback']);
  });

  it('offers View Details, Edit Job and View Applications (N), disabled with none', async () => {
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Line Cook' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/jobs/${jobs[0]!.id}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit Job' })).toHaveAttribute(
      'href',
      `/jobs/${jobs[0]!.id}/edit`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'View Applications (0)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bartender' }));
    const withApplicants = await screen.findByRole('menu');
    expect(within(withApplicants).getByRole('menuitem', { name: 'View Applications (3)' })).toHaveAttribute(
      'href',
      `/jobs/${jobs[1]!.id}/applications`,
    );
  });

  it('shows the empty and error states', async () => {
    await renderPanel(() => []);
    expect(await screen.findByText('No job postings yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start by posting your first job to attract great candidates.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Your First Job' })).toHaveAttribute('href', '/post-job');
  });

  it('retries twice, then says the postings cannot be loaded', async () => {
    const { requests } = await renderPanel(() => fail(500, 'INTERNAL_ERROR', 'boom'));
    expect(await screen.findByText('Failed to load job postings', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Please try refreshing the page')).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/user/managed-jobs')).toHaveLength(3);
  });
});

describe('Your Job Postings on a phone', () => {
  it('shows each posting as a card with its actions beside the title, and no table', async () => {
    onPhoneScreen();
    await renderPanel();
    await screen.findByText('4 of 4 jobs • 3 businesses');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Job postings' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bartender',
      'Line Cook',
      'Host',
      'Barback',
    ]);
    const bartender = within(cards[0]!);
    for (const text of ['Tidewater Oyster Bar', '12 Fore St', '$15.00/hr + $8.00/hr tips', 'Tip pooling']) {
      expect(bartender.getByText(text)).toBeInTheDocument();
    }
    expect(bartender.getByText('Active')).toBeInTheDocument();
    expect(bartender.getByText('Part-time')).toBeInTheDocument();
    expect(bartender.getByText('2 new')).toBeInTheDocument();
    // The table's sorting is a picker here.
    const sort = screen.getByRole('combobox', { name: 'Sort job postings' });
    expect(sort).toHaveDisplayValue('Newest first');
    await userEvent.selectOptions(sort, 'Job title, A to Z');
    const titles = () =>
      within(screen.getByRole('list', { name: 'Job postings' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(titles()).toEqual(['Barback', 'Bartender', 'Host', 'Line Cook']);
    await userEvent.selectOptions(sort, 'Newest first');
    expect(titles()).toEqual(['Bartender', 'Line Cook', 'Host', 'Barback']);

    await userEvent.click(bartender.getByRole('button', { name: 'Actions for Bartender' }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit Job' }),
    ).toHaveAttribute('href', `/jobs/${jobs[1]!.id}/edit`);
  });
});

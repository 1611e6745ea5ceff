import type { TBusinessSummary } from '@perks/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { type ApiStubs, fail } from '@/test/stub-api';
import { toLocalInput } from '../lib/local-datetime';
import { savedJob } from '../testing/job-fixtures';
import { callsTo, renderAsUser } from '../testing/render-job-posting';
import { PostJobPage } from './post-job-page';

const owner = testUser({ role: 'business_owner' });
const saltPier: TBusinessSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Salt Pier Kitchen',
  business_type: 'restaurant',
  is_active: true,
  address: '5 Custom House Wharf, Portland, ME',
};

function renderNew(api: ApiStubs = {}) {
  return renderAsUser(owner, <PostJobPage />, {
    path: '/post-job',
    routePath: '/post-job',
    api: {
      'GET /user/businesses': () => [{ business: saltPier, role: 'owner', join_order: 0 }],
      ...api,
    },
  });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Post Job' }));

async function addShift(days: string[], start: string, end: string) {
  for (const day of days) await userEvent.click(screen.getByRole('checkbox', { name: day }));
  await userEvent.selectOptions(screen.getByLabelText('Start time'), start);
  await userEvent.selectOptions(screen.getByLabelText('End time'), end);
  await userEvent.click(screen.getByRole('button', { name: 'Add Shift Block' }));
}

async function pickBusiness() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
  await userEvent.click(await screen.findByRole('option', { name: /Salt Pier Kitchen/ }));
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Job title'), 'Lead Bartender');
  await pickBusiness();
  await userEvent.type(screen.getByLabelText('Why work here?'), 'Oysters and a great crew.');
  await userEvent.type(screen.getByLabelText('Contact email'), 'bar@saltpier.example');
  await addShift(['Friday', 'Saturday'], '18:00', '02:00');
}

// These tests type into a whole form; on a busy machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Post a Job: the empty form', () => {
  it('shows the header, tagline, sections and defaults', async () => {
    await renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
    expect(screen.getByText('30-second posting • No vague terms • Radical transparency')).toBeInTheDocument();
    for (const name of ['Job Basics', 'Pay Structure', 'Schedule Builder', 'Workplace Highlights']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Visibility & Schedule')).toBeInTheDocument();
    expect(screen.getByLabelText('Start availability')).toHaveValue('Immediately');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
  });

  it('marks every required field, and says what the mark means', async () => {
    await renderNew();
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const label of ['Job title', 'Location', 'Why work here?', 'Contact email']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Contact name (optional)')).not.toHaveAttribute('aria-required');
  });

  it("says beside the schedule why 'Add Shift Block' added nothing", async () => {
    await renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shift Block' }));
    expect(screen.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(
      'Pick at least one day, a start time and an end time.',
    );
  });

  it('offers the sliders with their ranges and defaults, following the tipped switch', async () => {
    await renderNew();
    const thumb = (name: string) => screen.getByRole('slider', { name });
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuemin', '3');
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuemax', '30');
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuenow', '15');
    expect(thumb('Estimated tips per hour')).toHaveAttribute('aria-valuemax', '25');
    expect(thumb('Estimated tips per hour')).toHaveAttribute('aria-valuenow', '8');
    expect(thumb('Minimum shifts per week')).toHaveAttribute('aria-valuemin', '1');
    expect(thumb('Minimum shifts per week')).toHaveAttribute('aria-valuemax', '7');
    expect(screen.getByText('$15.00/hr + $8.00/hr tips')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Tipped role' }));
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuemax', '35');
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuenow', '20');
    expect(screen.queryByRole('slider', { name: 'Estimated tips per hour' })).not.toBeInTheDocument();

    thumb('Base hourly pay').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(thumb('Base hourly pay')).toHaveAttribute('aria-valuenow', '20.1');
  });

  it('offers every hour of the day for both the start and the end', async () => {
    await renderNew();
    const values = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    const everyHour = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
    expect(values('Start time')).toEqual(everyHour);
    expect(values('End time')).toEqual(everyHour);
  });
});

describe('Post a Job: validation', () => {
  it("toasts 'Business Required' and 'Schedule Required' and shows every field's message, sending nothing", async () => {
    const { requests } = await renderNew();
    await submit();
    expect(await screen.findByText('Business Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a business to post for')).toBeInTheDocument();
    // The schedule rule is its own check, not hidden behind the business one.
    expect(await screen.findByText('Schedule Required')).toBeInTheDocument();
    for (const message of [
      'Job title is required',
      'Location is required',
      'Please select a business',
      "Tell workers why they'd want to work here",
      'Email is required',
      'Please add at least one shift block',
    ]) {
      // Beside the field; the shift message is also the 'Schedule Required' toast's description.
      expect(within(screen.getByRole('form', { name: 'Post a job' })).getByText(message)).toBeInTheDocument();
    }
    expect(callsTo(requests, 'POST', '/jobs')).toHaveLength(0);
  });

  it("clears 'Location is required' once the location is filled, from the business or typed", async () => {
    await renderNew();
    await submit();
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    const location = screen.getByLabelText('Location');

    await pickBusiness();
    expect(location).toHaveValue(saltPier.address);
    await waitFor(() => expect(screen.queryByText('Location is required')).not.toBeInTheDocument());
    expect(location).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(location);
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    await userEvent.type(location, 'Portland, ME');
    await waitFor(() => expect(screen.queryByText('Location is required')).not.toBeInTheDocument());
  });

  it("toasts 'Schedule Required' when only the shifts are missing", async () => {
    await renderNew();
    await userEvent.type(screen.getByLabelText('Job title'), 'Server');
    await pickBusiness();
    await submit();
    expect(await screen.findByText('Schedule Required')).toBeInTheDocument();
    expect(screen.queryByText('Business Required')).not.toBeInTheDocument();
  });

  it('checks the email address', async () => {
    await renderNew();
    await userEvent.type(screen.getByLabelText('Contact email'), 'not-an-address');
    await submit();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });
});

describe('Post a Job: builders', () => {
  it("adds shift blocks, toasting 'Missing Information' and 'Shift Added'", async () => {
    await renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Add Shift Block' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();

    await addShift(['Friday', 'Saturday'], '18:00', '02:00');
    expect(await screen.findByText('Shift Added')).toBeInTheDocument();
    expect(screen.getByText('Shift block has been added to your schedule')).toBeInTheDocument();
    const blocks = screen.getByRole('list', { name: 'Shift blocks' });
    expect(within(blocks).getByText('Fri, Sat')).toBeInTheDocument();
    expect(screen.getByText('16 hrs per week • Part-time')).toBeInTheDocument();

    await addShift(['Monday', 'Tuesday', 'Wednesday'], '10:00', '16:00');
    expect(screen.getByText('34 hrs per week • Full-time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove shift Fri, Sat • 6:00 PM - 2:00 AM' }));
    expect(screen.getByText('18 hrs per week • Part-time')).toBeInTheDocument();
  });

  it('adds a bakery opening, a barista morning and a bar close past midnight', async () => {
    await renderNew();
    await addShift(['Monday'], '04:00', '12:00');
    await addShift(['Tuesday'], '06:00', '12:00');
    await addShift(['Friday'], '20:00', '02:00');
    const blocks = screen.getByRole('list', { name: 'Shift blocks' });
    expect(within(blocks).getByText(/4:00 AM - 12:00 PM • 8 hrs/)).toBeInTheDocument();
    expect(within(blocks).getByText(/6:00 AM - 12:00 PM • 6 hrs/)).toBeInTheDocument();
    expect(within(blocks).getByText(/8:00 PM - 2:00 AM • 6 hrs/)).toBeInTheDocument();
    expect(screen.getByText('20 hrs per week • Part-time')).toBeInTheDocument();
  });

  it('adds benefits trimmed, ignoring blanks and repeats, and removes them', async () => {
    await renderNew();
    const box = screen.getByLabelText('Benefits');
    await userEvent.type(box, '  Shift meal  {Enter}');
    await userEvent.type(box, 'shift MEAL{Enter}');
    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, 'Paid time off');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Benefits' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shift meal', 'Paid time off']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Shift meal' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Paid time off']);
  });

  it('moves the expiry to 30 days after a new posting date', async () => {
    await renderNew();
    fireEvent.change(screen.getByLabelText('Posting date'), { target: { value: '2026-06-01T09:00' } });
    expect(screen.getByLabelText('Expires')).toHaveValue('2026-07-01T09:00');
  });

  it('shows and hides a preview of the job card', async () => {
    await renderNew();
    await userEvent.type(screen.getByLabelText('Job title'), 'Line Cook');
    await userEvent.click(screen.getByRole('button', { name: 'Show Preview' }));
    const preview = screen.getByRole('article', { name: 'Job preview' });
    expect(within(preview).getByRole('heading', { name: 'Line Cook' })).toBeInTheDocument();
    expect(within(preview).getByText('$15.00/hr + $8.00/hr tips')).toBeInTheDocument();
    expect(within(preview).getByText('Kitchen / Cook')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Preview' }));
    expect(screen.queryByRole('article', { name: 'Job preview' })).not.toBeInTheDocument();
  });
});

describe('Post a Job: role type', () => {
  it('offers the job board roles, matched to the title until the poster picks one', async () => {
    await renderNew();
    const role = screen.getByLabelText('Role type');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Server', 'Bartender', 'Kitchen / Cook', 'Management', 'Host', 'Other']);
    expect(role).toHaveValue('other');
    await userEvent.type(screen.getByLabelText('Job title'), 'Head Hostess');
    expect(role).toHaveValue('host');

    await userEvent.selectOptions(role, 'management');
    await userEvent.clear(screen.getByLabelText('Job title'));
    await userEvent.type(screen.getByLabelText('Job title'), 'Dishwasher');
    expect(role).toHaveValue('management');
  });

  // The saved job of these tests is not live (its dates are past), so the save goes on to the
  // dashboard's postings list rather than the board.
  it('sends the role the poster picked and shows it in the preview', async () => {
    const { requests } = await renderNew({
      'POST /jobs': () => savedJob({ title: 'Lead Bartender' }),
    });
    await fillValidForm();
    expect(screen.getByLabelText('Role type')).toHaveValue('bartender');
    await userEvent.selectOptions(screen.getByLabelText('Role type'), 'management');
    await userEvent.click(screen.getByRole('button', { name: 'Show Preview' }));
    expect(
      within(screen.getByRole('article', { name: 'Job preview' })).getByText('Management'),
    ).toBeInTheDocument();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const [call] = callsTo(requests, 'POST', '/jobs');
    expect(call!.body).toMatchObject({
      title: 'Lead Bartender',
      role_type: 'management',
    });
  });
});

describe('Post a Job: saving', () => {
  it('posts the payload once under an Idempotency-Key, toasts and goes to /jobs', async () => {
    const live = {
      posted_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const { requests } = await renderNew({
      'POST /jobs': () => savedJob({ title: 'Lead Bartender', ...live }),
    });
    await fillValidForm();
    expect(screen.getByLabelText('Location')).toHaveValue('5 Custom House Wharf, Portland, ME');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Job list' })).toBeInTheDocument();
    expect(screen.getByText('Job Posted Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your job is now live and visible to workers')).toBeInTheDocument();

    const [call] = callsTo(requests, 'POST', '/jobs');
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(call!.body).toMatchObject({
      title: 'Lead Bartender',
      business_id: saltPier.id,
      company: 'Salt Pier Kitchen',
      location: '5 Custom House Wharf, Portland, ME',
      employment_type: 'part-time',
      role_type: 'bartender',
      weekly_hours: 16,
      description: 'Oysters and a great crew.',
      is_tipped_role: true,
      base_hourly_pay: 15,
      estimated_tips_hourly: 8,
      status: 'approved',
      schedule_data: [
        { day: 'friday', startTime: '18:00', endTime: '02:00' },
        { day: 'saturday', startTime: '18:00', endTime: '02:00' },
      ],
      contact_email: 'bar@saltpier.example',
    });
  });

  it.each([
    [{ status: 'pending' }, 'Your job is waiting for review and is not visible to workers yet'],
    [
      { posted_at: new Date(2099, 0, 15, 9, 0).toISOString(), expires_at: null },
      'Your job is scheduled to go live on Jan 15, 2099 at 9:00 AM',
    ],
  ] as const)(
    'says what happened to a job that is not live, back on the dashboard (%j)',
    async (saved, description) => {
      await renderNew({ 'POST /jobs': () => savedJob({ title: 'Lead Bartender', ...saved }) });
      await fillValidForm();
      await submit();
      // The board does not show a job that is not live; the dashboard's postings list does.
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(screen.getByText('Job Posted Successfully!')).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.queryByText('Your job is now live and visible to workers')).not.toBeInTheDocument();
    },
  );

  it("toasts 'Error' when the save fails, and shows the server's field message", async () => {
    await renderNew({
      'POST /jobs': () =>
        fail(400, 'VALIDATION_ERROR', 'location: Location must be at most 200 characters', 'location'),
    });
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Failed to post job. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Location must be at most 200 characters')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Job list' })).not.toBeInTheDocument();
  });
});

describe('Edit Job', () => {
  const job = savedJob({
    title: 'Line Cook',
    is_tipped_role: false,
    base_hourly_pay: 22,
    benefits: ['Shift meal'],
    business: { id: saltPier.id, name: saltPier.name, address: saltPier.address },
    business_id: saltPier.id,
  });

  function renderEdit(api: ApiStubs = {}) {
    return renderAsUser(owner, <PostJobPage />, {
      path: `/jobs/${job.id}/edit`,
      routePath: '/jobs/:id/edit',
      api: {
        'GET /user/businesses': () => [{ business: saltPier, role: 'owner', join_order: 0 }],
        'GET /jobs/{id}/edit': ({ params }) =>
          params.id === job.id ? job : fail(404, 'NOT_FOUND', 'Job not found'),
        'GET /jobs/{id}/screening-questions': () => ({ questions: [] }),
        ...api,
      },
    });
  }

  it('loads the saved job into the form and saves it with PUT', async () => {
    const { requests } = await renderEdit({
      'PUT /jobs/{id}': () => ({ ...job, base_hourly_pay: 24 }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Line Cook')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Business' })).toHaveValue('Salt Pier Kitchen');
    expect(screen.getByRole('switch', { name: 'Tipped role' })).not.toBeChecked();
    expect(screen.getByText('16 hrs per week • Part-time')).toBeInTheDocument();

    const pay = screen.getByRole('spinbutton', { name: 'Base hourly pay' });
    await userEvent.clear(pay);
    await userEvent.type(pay, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Job Updated Successfully!')).toBeInTheDocument();

    const [call] = callsTo(requests, 'PUT', `/jobs/${job.id}`);
    expect(call!.body).toMatchObject({
      title: 'Line Cook',
      base_hourly_pay: 24,
      is_tipped_role: false,
      benefits: ['Shift meal'],
      schedule_data: job.schedule_data,
    });
    expect(call!.headers.has('Idempotency-Key')).toBe(false);
  });

  it("toasts 'Failed to update job. Please try again.' when the update fails", async () => {
    await renderEdit({ 'PUT /jobs/{id}': () => fail(500, 'INTERNAL_ERROR', 'Internal server error') });
    await screen.findByDisplayValue('Line Cook');
    await userEvent.click(screen.getByRole('button', { name: 'Update Job' }));
    expect(await screen.findByText('Failed to update job. Please try again.')).toBeInTheDocument();
  });

  it("says when the job can't be loaded", async () => {
    await renderEdit({
      'GET /jobs/{id}/edit': () =>
        fail(403, 'FORBIDDEN', "You don't have permission to manage this business"),
    });
    expect(await screen.findByText("This job can't be edited")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText("You don't have permission to manage this business")).toBeInTheDocument(),
    );
  });
});

describe('Status and posting date: what a poster may set', () => {
  const options = () =>
    within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('offers an owner only the default status on a new job, and refuses a posting date days back', async () => {
    const { requests } = await renderNew();
    expect(options()).toEqual(['Approved']);
    await fillValidForm();
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    fireEvent.change(screen.getByLabelText('Posting date'), {
      target: { value: toLocalInput(threeDaysAgo) },
    });
    await submit();
    expect(
      await screen.findByText('The posting date cannot be more than 1 day before the job was first saved'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/jobs')).toHaveLength(0);
  });

  it("offers an owner the job's status or Closed, only Closed once closed; an admin every status", async () => {
    const approved = savedJob({ business_id: saltPier.id, status: 'approved' });
    const closed = savedJob({ business_id: saltPier.id, status: 'closed' });
    const edit = (user: typeof owner, job: typeof approved) =>
      renderAsUser(user, <PostJobPage />, {
        path: `/jobs/${job.id}/edit`,
        routePath: '/jobs/:id/edit',
        api: {
          'GET /user/businesses': () => [{ business: saltPier, role: 'owner', join_order: 0 }],
          'GET /jobs/{id}/edit': () => job,
          'GET /jobs/{id}/screening-questions': () => ({ questions: [] }),
        },
      });
    await edit(owner, approved);
    await screen.findByLabelText('Status');
    expect(options()).toEqual(['Approved', 'Closed']);
    cleanup();
    await edit(owner, closed);
    await screen.findByLabelText('Status');
    expect(options()).toEqual(['Closed']);
    expect(screen.getByText('Only an administrator can reopen or approve a job.')).toBeInTheDocument();
    cleanup();

    // An admin is offered every status, on a new job and on a closed one.
    const admin = testUser({ role: 'admin', is_admin: true });
    await renderAsUser(admin, <PostJobPage />, {
      path: '/post-job',
      routePath: '/post-job',
      api: { 'GET /user/businesses': () => [] },
    });
    expect(options()).toEqual(['Pending', 'Approved', 'Closed']);
    cleanup();
    await edit(admin, closed);
    await screen.findByLabelText('Status');
    expect(options()).toEqual(['Pending', 'Approved', 'Closed']);
    expect(screen.queryByText('Only an administrator can reopen or approve a job.')).not.toBeInTheDocument();
  });
});

describe("Post a Job: 'Languages spoken at work'", () => {
  it('sends the ticked languages in the list order, and an empty list when none is ticked', async () => {
    const { requests } = await renderNew({ 'POST /jobs': () => savedJob({ title: 'Lead Bartender' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Languages spoken at work' })).toBeInTheDocument();
    await fillValidForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Somali' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Somali' }));
    await submit();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(callsTo(requests, 'POST', '/jobs')[0]!.body).toMatchObject({ languages: ['en', 'es'] });
  });

  it('takes ten at most: the other boxes wait, and say why', async () => {
    await renderNew();
    const boxes = within(screen.getByRole('group', { name: 'Languages spoken at work' })).getAllByRole(
      'checkbox',
    );
    for (const box of boxes.slice(0, 10)) fireEvent.click(box);
    expect(screen.getByText('You can choose up to 10 languages.')).toBeInTheDocument();
    expect(boxes.slice(10).every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(boxes.some((box) => (box as HTMLInputElement).disabled)).toBe(false);
  });
});

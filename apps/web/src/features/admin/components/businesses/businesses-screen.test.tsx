import type {
  TAdminBusiness,
  TAdminBusinessDetail,
  TBusinessMember,
  TBusinessStatistics,
} from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '@/test/stub-api';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { BusinessesScreen } from './businesses-screen';

const STATISTICS: TBusinessStatistics = {
  total: 3,
  by_status: { active: 2, inactive: 1, archived: 0 },
  by_type: {
    restaurant: 1,
    bar: 4,
    cafe: 3,
    hotel: 2,
    retail: 0,
    salon: 5,
    spa: 1,
    fitness: 0,
    entertainment: 0,
    service: 0,
    tech: 0,
    healthcare: 0,
    finance: 0,
    other: 0,
  },
  recently_created: 1,
  with_employees: 2,
  with_jobs: 1,
  total_business_users: 4,
  businesses_with_users: 2,
  average_users_per_business: 1.3,
};

const pier = sampleAdminBusiness({ id: '11111111-1111-4111-8111-111111111111' });
const waiting = sampleAdminBusiness({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Waiting Room Cafe',
  business_type: 'cafe',
  status: 'inactive',
  is_active: false,
});

/** The screen against a fake API holding `businesses`; writes change them and are recorded. */
async function renderScreen({ failList = false, failStatistics = false } = {}) {
  let businesses = [pier, waiting];
  const members: Record<string, TBusinessMember[]> = {};
  const writes: { call: string; body?: unknown }[] = [];
  const detail = (business: TAdminBusiness): TAdminBusinessDetail => ({
    ...business,
    members: members[business.id] ?? [],
  });
  const one = (id: string) => {
    const business = businesses.find((each) => each.id === id);
    return business ? detail(business) : fail(404, 'NOT_FOUND', 'Business not found');
  };
  const createdId = '33333333-3333-4333-8333-333333333333';
  const named = (id: string) => [pier, waiting].find((each) => each.id === id)?.name;
  await renderAsAdmin(<BusinessesScreen />, {
    'POST /uploads/business-image': ({ body }) => {
      const form = body as unknown as FormData;
      const file = form.get('file') as File;
      const imageType = form.get('imageType') as 'logo' | 'hero';
      writes.push({ call: 'upload', body: [form.get('businessId'), imageType, file.name] });
      return { url: `/uploads/business-images/${'a'.repeat(32)}.png`, imageType };
    },
    'GET /admin/businesses/statistics': () =>
      failStatistics ? fail(503, 'SERVICE_UNAVAILABLE', 'x') : STATISTICS,
    'GET /leads': () => onePage([]),
    'GET /admin/businesses': ({ query }) => {
      writes.push({ call: `list ${query.toString()}` });
      return failList ? fail(500, 'INTERNAL', 'x') : onePage(businesses);
    },
    'POST /admin/businesses': ({ body }) => {
      writes.push({ call: 'create', body });
      const created = sampleAdminBusiness({ ...(body as Partial<TAdminBusiness>), id: createdId });
      businesses = [...businesses, created];
      return detail(created);
    },
    'GET /admin/businesses/{id}': ({ params }) => one(params.id),
    'PUT /admin/businesses/{id}': ({ params, body }) => {
      if (!named(params.id)) return one(params.id);
      writes.push({ call: `update ${named(params.id)}`, body });
      const changes = body as Partial<TAdminBusiness>;
      businesses = businesses.map((each) =>
        each.id === params.id ? { ...each, ...changes, is_active: changes.status === 'active' } : each,
      );
      return one(params.id);
    },
    'DELETE /admin/businesses/{id}': ({ params }) => {
      if (!named(params.id)) return fail(404, 'NOT_FOUND', 'Business not found');
      writes.push({ call: `delete ${named(params.id)}` });
      businesses = businesses.filter((each) => each.id !== params.id);
      return null;
    },
    'POST /admin/businesses/{id}/members': ({ params, body }) => {
      if (!named(params.id)) return fail(404, 'NOT_FOUND', 'Business not found');
      writes.push({ call: `member ${named(params.id)}`, body });
      const member: TBusinessMember = {
        user_id: '44444444-4444-4444-8444-444444444444',
        phone: '+12075550142',
        first_name: null,
        last_name: null,
        role: body.role,
      };
      members[params.id] = [...(members[params.id] ?? []), member];
      return members[params.id]!;
    },
    'DELETE /admin/businesses/{id}/members/{userId}': ({ params }) => {
      if (!named(params.id) || params.userId !== '44444444-4444-4444-8444-444444444444')
        return fail(404, 'NOT_FOUND', 'Member not found');
      writes.push({ call: `remove member ${named(params.id)}` });
      members[params.id] = [];
      return [];
    },
  });
  return writes;
}

// These tests type into a whole form; on a busy machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('admin businesses screen', () => {
  it('shows the figures with the top 5 types, and the list filtered by status and type', async () => {
    const writes = await renderScreen();
    expect(await screen.findByText('Waiting for Review')).toBeInTheDocument();
    expect(screen.getByText('Total Businesses').nextSibling).toHaveTextContent('3');
    expect(screen.getByText(/Top types:/)).toHaveTextContent(
      'Top types: Salon 5 · Bar 4 · Cafe 3 · Hotel 2 · Restaurant 1',
    );

    const list = await screen.findByRole('list', { name: 'Businesses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // A business an owner added and an admin has not yet approved says so in the owner's words.
    expect(within(list).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(list).queryByText('Inactive')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Business status' }), 'inactive');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Business type' }), 'cafe');
    await waitFor(() => expect(writes.at(-1)?.call).toBe('list page=1&limit=20&status=inactive&type=cafe'));
  });

  it('falls back to counts from the page data when the statistics fail, and says so', async () => {
    await renderScreen({ failStatistics: true });
    expect(await screen.findByText('Failed to load business statistics')).toBeInTheDocument();
    // The list's two businesses: one active, one waiting.
    expect(await screen.findByText('Total Businesses')).toBeInTheDocument();
    expect(screen.getByText('Total Businesses').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Active', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Waiting for Review', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/Top types:/)).not.toHaveTextContent('members in');
  });

  it('says so when the list fails, and offers to try again', async () => {
    await renderScreen({ failList: true });
    expect(await screen.findByText(/Failed to load businesses/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('creates a business with the form rules: name required, hex colour, empty fields left out', async () => {
    const writes = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New Business' }));
    const form = await screen.findByRole('form', { name: 'New business' });
    const create = within(form).getByRole('button', { name: 'Create business' });
    expect(create).toBeDisabled();
    expect(
      within(form).getByText('Please fill in all required fields (marked with *) before saving.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Primary color')).toHaveValue('#0A84FF');
    expect(within(form).getByLabelText('Status')).toHaveValue('active');

    await userEvent.type(within(form).getByLabelText('Name'), '  Bayside Bakery  ');
    const color = within(form).getByLabelText('Primary color');
    await userEvent.clear(color);
    await userEvent.type(color, 'blue');
    await userEvent.click(create);
    expect(
      await within(form).findByText('Primary color must be a valid hex (e.g., #0A84FF)'),
    ).toBeInTheDocument();
    expect(writes.some((write) => write.call === 'create')).toBe(false);

    await userEvent.clear(color);
    await userEvent.type(within(form).getByLabelText('Max visits per day'), '2');
    await userEvent.click(create);
    await waitFor(() => expect(writes.find((write) => write.call === 'create')).toBeDefined());
    expect(writes.find((write) => write.call === 'create')?.body).toEqual({
      name: 'Bayside Bakery',
      business_type: 'restaurant',
      status: 'active',
      max_visits_per_day: 2,
    });
    expect(await screen.findByRole('heading', { name: /Bayside Bakery/ })).toBeInTheDocument();
  });

  it('activates a waiting business, links to its page, adds and removes an owner, and deletes it after confirming', async () => {
    const writes = await renderScreen();
    const list = await screen.findByRole('list', { name: 'Businesses' });
    await userEvent.click(within(list).getByRole('button', { name: /Waiting Room Cafe/ }));
    expect(await screen.findByText(/Off the public directory/)).toBeInTheDocument();
    // The phone is stored as E.164 (+12075550100) and shown as people write it.
    expect(screen.getByText('(207) 555-0100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/business/${waiting.id}`,
    );
    expect(screen.getByRole('link', { name: 'View analytics' })).toHaveAttribute(
      'href',
      `/analytics?business=${waiting.id}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit Business' }));
    const form = await screen.findByRole('form', { name: 'Edit business' });
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'active');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'update Waiting Room Cafe')).toBeDefined(),
    );
    expect(writes.find((write) => write.call === 'update Waiting Room Cafe')?.body).toMatchObject({
      status: 'active',
    });
    await waitFor(() => expect(screen.queryByText(/Off the public directory/)).not.toBeInTheDocument());

    await userEvent.type(screen.getByLabelText('Phone number'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Phone number'));
    await userEvent.type(screen.getByLabelText('Phone number'), '(207) 555-0142');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/\+12075550142/)).toBeInTheDocument();
    expect(writes.find((write) => write.call === 'member Waiting Room Cafe')?.body).toEqual({
      phone: '(207) 555-0142',
      role: 'owner',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Not signed in yet (+12075550142)' }));
    expect(await screen.findByText('Nobody runs this business yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Business' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this business? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes.some((write) => write.call === 'delete Waiting Room Cafe')).toBe(true));
    expect(await screen.findByText('Select a business to see its details.')).toBeInTheDocument();
  });

  it('uploads a logo for a saved business, and asks for the business first on a new one', async () => {
    const writes = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New Business' }));
    const newForm = await screen.findByRole('form', { name: 'New business' });
    expect(
      within(newForm).getAllByText('Please select or create the business first before uploading images.'),
    ).toHaveLength(2);

    const list = await screen.findByRole('list', { name: 'Businesses' });
    await userEvent.click(within(list).getByRole('button', { name: /Salt Pier Kitchen/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Business' }));
    const form = await screen.findByRole('form', { name: 'Edit business' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Logo'), png);
    await waitFor(() => expect(writes.find((write) => write.call === 'upload')).toBeDefined());
    expect(writes.find((write) => write.call === 'upload')?.body).toEqual([pier.id, 'logo', 'logo.png']);
    expect(await within(form).findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      `/uploads/business-images/${'a'.repeat(32)}.png`,
    );
  });
});

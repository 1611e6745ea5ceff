import type { TAdminBusiness } from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { onePage } from '../../testing/render-as-admin';
import { BusinessesApiPanel } from './businesses-api-panel';

// The form is typed into; on a busy machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const pier = sampleAdminBusiness({ id: '11111111-1111-4111-8111-111111111111' });
const createdId = '33333333-3333-4333-8333-333333333333';

/** The panel for the global business id `businessId`, against a fake API; writes are recorded. */
async function renderPanel(businessId: string) {
  const writes: { call: string; body?: unknown }[] = [];
  let listCalls = 0;
  const picked: string[] = [];
  await renderWithProviders(
    <BusinessesApiPanel businessId={businessId} onPickBusiness={(id) => picked.push(id)} />,
    {
      user: testUser({ is_admin: true, role: 'admin' }),
      toasts: true,
      api: {
        'GET /businesses': () => {
          listCalls++;
          return onePage([]);
        },
        'GET /admin/businesses/{id}': ({ params }) =>
          params.id === pier.id ? { ...pier, members: [] } : fail(404, 'NOT_FOUND', 'Business not found'),
        'PUT /admin/businesses/{id}': ({ params, body }) => {
          writes.push({ call: `update ${params.id}`, body });
          return { ...pier, ...(body as Partial<TAdminBusiness>), members: [] };
        },
        'POST /admin/businesses': ({ body }) => {
          writes.push({ call: 'create', body });
          return {
            ...sampleAdminBusiness({ ...(body as Partial<TAdminBusiness>), id: createdId }),
            members: [],
          };
        },
      },
    },
  );
  return { writes, picked, listCalls: () => listCalls };
}

describe('Test Center businesses panel', () => {
  it('edits the global business in the admin form, then makes it the global id and asks the list again', async () => {
    const { writes, picked, listCalls } = await renderPanel(pier.id);
    await waitFor(() => expect(listCalls()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Edit business' }));
    const form = await screen.findByRole('form', { name: 'Edit business' });
    const name = within(form).getByLabelText('Name');
    expect(name).toHaveValue('Salt Pier Kitchen');
    await userEvent.clear(name);
    await userEvent.type(name, 'Salt Pier Oyster Bar');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ call: `update ${pier.id}`, body: { name: 'Salt Pier Oyster Bar' } });
    expect(await screen.findByText(/^Saved/)).toHaveTextContent(
      'Saved Salt Pier Oyster Bar; its ID is now the global business ID.',
    );
    expect(picked).toEqual([pier.id]);
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(screen.queryByRole('form', { name: 'Edit business' })).not.toBeInTheDocument();
  });

  it('creates a business with the admin form’s rules', async () => {
    const { writes, picked } = await renderPanel('');
    await userEvent.click(screen.getByRole('button', { name: 'New business' }));
    const form = await screen.findByRole('form', { name: 'New business' });
    const create = within(form).getByRole('button', { name: 'Create business' });
    expect(create).toBeDisabled();
    await userEvent.type(within(form).getByLabelText('Name'), 'Bayside Bakery');
    await userEvent.click(create);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      call: 'create',
      body: {
        name: 'Bayside Bakery',
        business_type: 'restaurant',
        status: 'active',
        primary_color: '#0A84FF',
      },
    });
    await waitFor(() => expect(picked).toEqual([createdId]));
  });

  it('asks for a global business id before editing, and says when there is no such business', async () => {
    const { writes } = await renderPanel('');
    await userEvent.click(screen.getByRole('button', { name: 'Edit business' }));
    expect(await screen.findByText('Business ID is required')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('says when the business to edit is not found', async () => {
    await renderPanel('99999999-9999-4999-8999-999999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Edit business' }));
    expect(await screen.findByText('Business not found')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

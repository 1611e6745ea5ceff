import type { TInboxLead, TLeadMatch } from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '@/test/stub-api';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { LeadsInbox } from './leads-inbox';

const lead: TInboxLead = {
  id: '55555555-5555-4555-8555-555555555555',
  email: 'jo@bayside.example',
  business: 'Bayside Bakery',
  lead_source: 'website',
  message: null,
  is_owner_gm: true,
  status: 'new',
  converted_business_id: null,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
};
const existing = sampleAdminBusiness({ name: 'Bayside Bakery & Cafe' });
const listed = sampleAdminBusiness({ id: '66666666-6666-4666-8666-666666666666', name: 'Bayside Bakery' });
const match = (matched_by: TLeadMatch['matched_by']): TLeadMatch => ({
  id: listed.id,
  name: listed.name,
  address: '1 Bayside Way',
  phone: '+12075550161',
  status: 'active',
  matched_by,
});

async function renderInbox(matches: (phone: string | null) => TLeadMatch[] = () => []) {
  const writes: { call: string; body: unknown }[] = [];
  let current = lead;
  await renderAsAdmin(<LeadsInbox />, {
    'GET /leads/{id}/matches': ({ query }) => matches(query.get('phone')),
    'GET /leads': ({ query }) => {
      writes.push({ call: 'list', body: query.toString() });
      return onePage([current]);
    },
    'GET /admin/businesses': () => onePage([existing]),
    'PATCH /leads/{id}/status': ({ params, body }) => {
      if (params.id !== lead.id) return fail(404, 'NOT_FOUND', 'Lead not found');
      writes.push({ call: 'status', body });
      current = { ...current, ...body };
      return current;
    },
    'POST /leads/{id}/convert': ({ params, body }) => {
      if (params.id !== lead.id) return fail(404, 'NOT_FOUND', 'Lead not found');
      writes.push({ call: 'convert', body });
      current = { ...current, status: 'converted', converted_business_id: existing.id };
      return { lead: current, business_id: existing.id };
    },
  });
  return writes;
}

vi.setConfig({ testTimeout: 20_000 });

describe('leads inbox', () => {
  it('marks a lead contacted, then converts it with an owner phone into a new business', async () => {
    const writes = await renderInbox();
    const rows = await screen.findByRole('list', { name: 'Leads' });
    await userEvent.click(within(rows).getByRole('button', { name: /Bayside Bakery/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Lead status' }), 'contacted');
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'status')?.body).toEqual({ status: 'contacted' }),
    );

    const form = screen.getByRole('form', { name: 'Convert lead' });
    expect(within(form).getByLabelText('New business name')).toHaveValue('Bayside Bakery');
    await userEvent.type(within(form).getByLabelText("Owner's phone number"), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to business' }));
    expect(await within(form).findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText("Owner's phone number"));
    await userEvent.type(within(form).getByLabelText("Owner's phone number"), '(207) 555-0161');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to business' }));
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'convert')?.body).toEqual({
        phone: '(207) 555-0161',
        name: 'Bayside Bakery',
      }),
    );
  });

  it('converts into an existing business picked from similar names', async () => {
    const writes = await renderInbox();
    const rows = await screen.findByRole('list', { name: 'Leads' });
    await userEvent.click(within(rows).getByRole('button', { name: /Bayside Bakery/ }));
    const form = screen.getByRole('form', { name: 'Convert lead' });
    const business = within(form).getByLabelText('Business');
    await waitFor(() =>
      expect(within(business).getByRole('option', { name: existing.name })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(business, existing.id);
    await userEvent.type(within(form).getByLabelText("Owner's phone number"), '2075550161');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to business' }));
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'convert')?.body).toEqual({
        phone: '2075550161',
        business_id: existing.id,
      }),
    );
  });

  it('shows in the list whether each person said they are the owner or GM', async () => {
    await renderAsAdmin(<LeadsInbox />, {
      'GET /leads': () =>
        onePage([
          lead,
          {
            ...lead,
            id: '77777777-7777-4777-8777-777777777777',
            email: 'al@x.example',
            business: 'Cove Cafe',
            is_owner_gm: false,
          },
        ]),
    });
    const rows = await screen.findByRole('list', { name: 'Leads' });
    expect(within(rows).getByRole('button', { name: /Bayside Bakery/ })).toHaveTextContent('Owner or GM');
    expect(within(rows).getByRole('button', { name: /Cove Cafe/ })).toHaveTextContent('Not owner or GM');
  });

  it('offers the business that matches by name and phone before a new one, and converts into it', async () => {
    const writes = await renderInbox((phone) => (phone ? [match(['name', 'phone'])] : [match(['name'])]));
    const rows = await screen.findByRole('list', { name: 'Leads' });
    await userEvent.click(within(rows).getByRole('button', { name: /Bayside Bakery/ }));
    const form = screen.getByRole('form', { name: 'Convert lead' });
    const business = within(form).getByLabelText('Business');
    // By name alone before the phone is typed: chosen, and said why.
    await waitFor(() => expect(business).toHaveValue(listed.id));
    expect(business).toHaveAccessibleDescription(/same name at 1 Bayside Way/);
    expect(within(form).queryByLabelText('New business name')).not.toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText("Owner's phone number"), '(207) 555-0161');
    await waitFor(() => expect(business).toHaveAccessibleDescription(/same name and phone/));
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to business' }));
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'convert')?.body).toEqual({
        phone: '(207) 555-0161',
        business_id: listed.id,
      }),
    );
  });

  it('still lets the admin make a new business when the match is not theirs', async () => {
    const writes = await renderInbox(() => [match(['name'])]);
    const rows = await screen.findByRole('list', { name: 'Leads' });
    await userEvent.click(within(rows).getByRole('button', { name: /Bayside Bakery/ }));
    const form = screen.getByRole('form', { name: 'Convert lead' });
    const business = within(form).getByLabelText('Business');
    await waitFor(() => expect(business).toHaveValue(listed.id));
    await userEvent.selectOptions(business, 'new');
    await userEvent.type(within(form).getByLabelText("Owner's phone number"), '2075550161');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to business' }));
    await waitFor(() =>
      expect(writes.find((write) => write.call === 'convert')?.body).toEqual({
        phone: '2075550161',
        name: 'Bayside Bakery',
      }),
    );
  });
});

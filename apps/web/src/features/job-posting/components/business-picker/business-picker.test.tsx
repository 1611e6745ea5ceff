import { listPage, type TBusinessSummary, type TUserBusiness } from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { type ApiStubs, fail } from '@/test/stub-api';
import type { PickedBusiness } from '../../lib/job-form-values';
import { callsTo, renderAsUser } from '../../testing/render-job-posting';
import { BusinessPicker } from './business-picker';

const MANAGED_ONLY_NOTICE = 'Showing your managed businesses. Switch to admin mode to see all businesses.';

const business = (name: string, extra: Partial<TBusinessSummary> = {}): TBusinessSummary => ({
  id: crypto.randomUUID(),
  name,
  business_type: 'restaurant',
  is_active: true,
  address: `${name.length} Fore St`,
  ...extra,
});
const saltPier = business('Salt Pier Kitchen');
const tidewater = business('Tidewater Oyster Bar', { business_type: 'bar' });
const memberships: TUserBusiness[] = [
  { business: saltPier, role: 'owner', join_order: 0 },
  { business: tidewater, role: 'manager', join_order: 1 },
  { business: business('Staff Only Cafe'), role: 'employee', join_order: 2 },
];

let picked: PickedBusiness | null = null;
function Harness({ isAdmin }: { isAdmin: boolean }) {
  const [value, setValue] = useState<PickedBusiness | null>(null);
  return (
    <div>
      <label htmlFor="business">Business</label>
      <BusinessPicker
        id="business"
        value={value}
        isAdmin={isAdmin}
        signedIn
        onChange={(next) => {
          picked = next;
          setValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </div>
  );
}

type Search = (q: string) => ReturnType<NonNullable<ApiStubs['GET /admin/businesses']>>;

function renderPicker({
  admin = false,
  search = ((_q) => listPage([], 0, { page: 1, limit: 20 })) as Search,
} = {}) {
  picked = null;
  const user = testUser(admin ? { is_admin: true, role: 'admin' } : { role: 'business_owner' });
  return renderAsUser(user, <Harness isAdmin={admin} />, {
    api: {
      'GET /user/businesses': () => memberships,
      'GET /admin/businesses': ({ query }) => search(query.get('search') ?? ''),
    },
  });
}

// These tests type into a whole form; on a busy machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BusinessPicker for owners and managers', () => {
  it('lists the businesses they own or manage, never the ones they only work at', async () => {
    await renderPicker();
    await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
    expect(await screen.findByRole('option', { name: /Salt Pier Kitchen/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Tidewater Oyster Bar/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Staff Only Cafe/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(MANAGED_ONLY_NOTICE)).not.toBeInTheDocument();
  });

  it('says a business is waiting for review, not inactive', async () => {
    const waiting = business('Harbor Start Cafe', { is_active: false, business_type: 'cafe' });
    await renderAsUser(testUser({ role: 'worker' }), <Harness isAdmin={false} />, {
      api: { 'GET /user/businesses': () => [{ business: waiting, role: 'owner', join_order: 0 }] },
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
    const option = await screen.findByRole('option', { name: /Harbor Start Cafe/ });
    expect(option).toHaveTextContent('Waiting for review');
    expect(option).not.toHaveTextContent('Inactive');
  });

  it('asks for a second character, then filters; no match says so', async () => {
    await renderPicker();
    const box = screen.getByRole('combobox', { name: 'Business' });
    await userEvent.type(box, 't');
    expect(screen.getByText('Keep typing...')).toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search')).toBeInTheDocument();
    await userEvent.type(box, 'ide');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Tidewater/ })).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
  });

  it('selects with the keyboard, and editing the text afterwards clears the choice', async () => {
    await renderPicker();
    const box = screen.getByRole('combobox', { name: 'Business' });
    await userEvent.click(box);
    await screen.findByRole('option', { name: /Salt Pier/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(picked).toEqual({ id: tidewater.id, name: 'Tidewater Oyster Bar' });
    expect(box).toHaveValue('Tidewater Oyster Bar');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'x');
    expect(picked).toBeNull();
  });

  it('clears everything with the clear button, and closes on a click outside or Escape', async () => {
    await renderPicker();
    const box = screen.getByRole('combobox', { name: 'Business' });
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: /Salt Pier/ }));
    expect(picked?.name).toBe('Salt Pier Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Clear business' }));
    expect(picked).toBeNull();
    expect(box).toHaveValue('');

    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('BusinessPicker for admins', () => {
  it('searches every business 300 ms after typing stops, 20 at most', async () => {
    const { requests } = await renderPicker({
      admin: true,
      // A list answers as the list itself, with no envelope (docs/decisions/004-api-envelope-and-errors.md).
      search: (q) => {
        const data = q === 'oyster' ? [sampleAdminBusiness(tidewater)] : [];
        return listPage(data, data.length, { page: 1, limit: 20 });
      },
    });
    expect(screen.getByRole('switch', { name: 'Admin mode' })).toBeChecked();
    const box = screen.getByRole('combobox', { name: 'Business' });
    await userEvent.type(box, 'oyster');
    expect(await screen.findByRole('option', { name: /Tidewater/ })).toBeInTheDocument();
    const searches = callsTo(requests, 'GET', '/admin/businesses');
    expect(searches).toHaveLength(1);
    const { url } = searches[0]!;
    expect(url.searchParams.get('search')).toBe('oyster');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('says so when the search fails', async () => {
    await renderPicker({ admin: true, search: () => fail(500, 'INTERNAL_ERROR', 'boom') });
    await userEvent.type(screen.getByRole('combobox', { name: 'Business' }), 'salt');
    expect(await screen.findByText('Failed to search businesses')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows only their own businesses, with the notice, outside admin mode', async () => {
    const { requests } = await renderPicker({ admin: true });
    await userEvent.click(screen.getByRole('switch', { name: 'Admin mode' }));
    expect(screen.getByText(MANAGED_ONLY_NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Business' }));
    expect(await screen.findByRole('option', { name: /Salt Pier/ })).toBeInTheDocument();
    expect(callsTo(requests, 'GET', '/admin/businesses')).toHaveLength(0);
  });
});

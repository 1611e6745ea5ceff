import { listPage } from '@perks/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiStubs, fail } from '@/test/stub-api';
import { adminUserFixture } from '../../testing/admin-user';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { UsersScreen } from './users-screen';

const account = adminUserFixture;

function renderScreen(api: ApiStubs) {
  return renderAsAdmin(<UsersScreen />, {
    'GET /admin/audit-events': () => listPage([], 0, { page: 1, limit: 5 }),
    ...api,
  });
}

describe('admin users screen', () => {
  it('lists accounts, shows the selected one, and saves an edit through PUT /users/{userId}', async () => {
    let sam = account('1', 'Sam', 'Carter', {
      memberships: [
        {
          business_id: '00000000-0000-4000-8000-0000000000b1',
          business_name: 'Salt Pier Kitchen',
          role: 'owner',
        },
      ],
    });
    const bodies: unknown[] = [];
    await renderScreen({
      'GET /users': () => onePage([sam, account('2', 'Riley', 'Reed')]),
      'PUT /users/{userId}': ({ params, body }) => {
        if (params.userId !== sam.id) return fail(404, 'NOT_FOUND', 'User not found');
        bodies.push(body);
        sam = { ...sam, last_name: body.last_name ?? sam.last_name, is_admin: body.role === 'admin' };
        return sam;
      },
    });

    const list = await screen.findByRole('list', { name: 'Users' });
    await userEvent.click(within(list).getByRole('button', { name: /Sam Carter/ }));
    expect(screen.getByText('Salt Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByText('User can access the platform')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suspend Account' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit User' }));
    const form = screen.getByRole('form', { name: 'Edit user' });
    const lastName = within(form).getByLabelText('Last name');
    await userEvent.clear(lastName);
    expect(await within(form).findByText('Last name is required')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await userEvent.type(lastName, 'Cartwright');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ last_name: 'Cartwright', role: 'admin', phone: sam.phone });
    expect(await screen.findByRole('heading', { name: /Sam Cartwright/ })).toBeInTheDocument();
  });

  it('keeps Create user disabled until the form is valid and names bad fields', async () => {
    await renderScreen({ 'GET /users': () => onePage([]) });
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New User' }));
    const form = screen.getByRole('form', { name: 'New user' });
    await userEvent.type(within(form).getByLabelText('Phone'), '207555');
    await userEvent.type(within(form).getByLabelText('Email'), 'nope');
    expect(await within(form).findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create user' })).toBeDisabled();
  });

  it('asks before deleting, then says so', async () => {
    let users = [account('1', 'Sam', 'Carter')];
    let deleted = false;
    const id = users[0]!.id;
    await renderScreen({
      'GET /users': () => onePage(users),
      'DELETE /users/{userId}': ({ params }) => {
        if (params.userId !== id) return fail(404, 'NOT_FOUND', 'User not found');
        deleted = true;
        users = [];
        return null;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Sam Carter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Select a user to see their details.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    await renderScreen({
      'GET /users': () => fail(503, 'SERVICE_UNAVAILABLE', 'Service unavailable'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users.');
  });
});

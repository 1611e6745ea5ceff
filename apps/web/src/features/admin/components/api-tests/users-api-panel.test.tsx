import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiStubs } from '@/test/stub-api';
import { adminUserFixture } from '../../testing/admin-user';
import { onePage, renderAsAdmin } from '../../testing/render-as-admin';
import { UsersApiPanel } from './users-api-panel';

const sam = adminUserFixture('1', 'Sam', 'Carter', {
  email: 'sam@example.com',
  email_confirmed_at: '2026-02-01T15:30:00.000Z',
});
const riley = adminUserFixture('2', 'Riley', 'Reed');

function renderPanel(api: ApiStubs) {
  return renderAsAdmin(<UsersApiPanel userId="" />, {
    'GET /users/statistics': () => ({
      total: 2,
      active: 2,
      inactive: 0,
      admins: 0,
      business_owners: 0,
      new_last_7_days: 1,
      recent_signups_30_days: 2,
      recent_logins_7_days: 0,
    }),
    'GET /admin/audit-events': () => onePage([]),
    ...api,
  });
}

const openMenuOf = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
};

describe('Test Center users panel', () => {
  it('filters the list by a verified e-mail, and shows whether a person’s e-mail is verified', async () => {
    const asked: (string | null)[] = [];
    await renderPanel({
      'GET /users': ({ query }) => {
        asked.push(query.get('verified'));
        const wanted = query.get('verified');
        return onePage(
          [sam, riley].filter((user) =>
            wanted ? (user.email_confirmed_at !== null) === (wanted === 'verified') : true,
          ),
        );
      },
    });
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('button', { name: /^(Sam Carter|Riley Reed)/ })).toHaveLength(2);
    // The Test Center filters by verification, not by account status.
    expect(screen.queryByRole('combobox', { name: 'Account status' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Email verification' }), 'unverified');
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /^Sam Carter/ })).not.toBeInTheDocument(),
    );
    expect(within(list).getByRole('button', { name: /^Riley Reed/ })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('unverified');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Email verification' }), 'verified');
    await userEvent.click(await within(list).findByRole('button', { name: /^Sam Carter/ }));
    expect(asked.at(-1)).toBe('verified');
    const verifiedTerm = screen.getByText('Email verified');
    expect(verifiedTerm.nextElementSibling).toHaveTextContent('Feb 1, 2026');
  });

  it('offers View Details, Edit User and Delete User per user, with Reset Password and Suspend Account disabled', async () => {
    let users = [sam, riley];
    const deleted: string[] = [];
    await renderPanel({
      'GET /users': () => onePage(users),
      'DELETE /users/{userId}': ({ params }) => {
        deleted.push(params.userId);
        users = users.filter((user) => user.id !== params.userId);
        return null;
      },
    });

    let menu = await openMenuOf('Riley Reed');
    expect(within(menu).getByRole('menuitem', { name: 'Reset Password' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Suspend Account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { name: /^Riley Reed/ })).toBeInTheDocument();
    expect(screen.getByText('Email verified').nextElementSibling).toHaveTextContent('Not verified');

    menu = await openMenuOf('Sam Carter');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit User' }));
    const form = await screen.findByRole('form', { name: 'Edit user' });
    expect(within(form).getByLabelText('Last name')).toHaveValue('Carter');

    menu = await openMenuOf('Riley Reed');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([riley.id]));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Actions for Riley Reed' })).not.toBeInTheDocument(),
    );
    // The person being edited was not the one deleted: their form stays open.
    expect(screen.getByRole('form', { name: 'Edit user' })).toBeInTheDocument();
  });
});

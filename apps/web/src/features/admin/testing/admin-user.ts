import type { TAdminUser } from '@perks/contract';

/** An account as the admin list answers it: `id` is the last digit of its id and phone. */
export const adminUserFixture = (
  id: string,
  first: string,
  last: string,
  extra: Partial<TAdminUser> = {},
): TAdminUser => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  phone: `+1207555010${id}`,
  email: null,
  first_name: first,
  last_name: last,
  role: 'worker',
  status: 'active',
  is_admin: false,
  is_active: true,
  profile_picture_url: null,
  created_at: '2026-01-15T12:00:00.000Z',
  updated_at: '2026-01-15T12:00:00.000Z',
  last_sign_in_at: null,
  email_confirmed_at: null,
  manages_businesses: false,
  memberships: [],
  ...extra,
});

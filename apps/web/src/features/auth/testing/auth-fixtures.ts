import type { TCurrentUser } from '@perks/contract';

/**
 * A signed-in user as the API returns one; override what a test cares about. A user stored as a
 * business owner manages a business unless the test says otherwise.
 */
export function testUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  const first_name = overrides.first_name !== undefined ? overrides.first_name : 'Sam';
  const last_name = overrides.last_name !== undefined ? overrides.last_name : 'Carter';
  const role = overrides.role ?? 'worker';
  return {
    id: '00000000-0000-4000-8000-000000000103',
    phone: '+12075550103',
    email: null,
    role,
    status: 'active',
    is_admin: false,
    is_active: true,
    profile_picture_url: null,
    created_at: '2025-01-15T12:00:00.000Z',
    updated_at: '2025-01-15T12:00:00.000Z',
    last_sign_in_at: null,
    manages_businesses: role === 'business_owner',
    ...overrides,
    first_name,
    last_name,
    profile: { first_name, last_name, role },
  };
}

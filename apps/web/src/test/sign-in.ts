import { type TCurrentUser, USER_SESSION_STORAGE_KEY } from '@perks/contract';
import { testUser } from '@/features/auth/testing';
import type { ApiStubs } from './stub-api';

/**
 * Who a rendered screen is for: a signed-in person, a visitor (`null`), or a returning member
 * whose session check has not answered yet (`'loading'`).
 */
export type TestPerson = TCurrentUser | null | 'loading';

/**
 * The auth provider's start-up, answered for `person` the way the server would: a returning
 * member is remembered on the device, the refresh cookie buys a token, the profile names them,
 * and their businesses and conversations (none unless a test says otherwise) are asked for by
 * the navigation.
 * A visitor has nothing remembered, so the provider asks nothing.
 */
export function signInStubs(person: TestPerson): ApiStubs {
  if (person === null) return {};
  localStorage.setItem(USER_SESSION_STORAGE_KEY, JSON.stringify(person === 'loading' ? testUser() : person));
  if (person === 'loading') return { 'POST /auth/refresh': () => new Promise(() => undefined) };
  return {
    'POST /auth/refresh': () => ({ session: { access_token: 'test-access-token', expires_in: 3600 } }),
    'GET /auth/profile': () => ({ user: person }),
    'POST /auth/logout': () => null,
    // The navigation asks whether they run a partner venue ('Check a member card'); by default they run none.
    'GET /user/businesses': () => [],
    // The menus count their unread messages; by default they have no conversation.
    'GET /user/conversations': () => ({ items: [], unread_total: 0 }),
  };
}

import { z } from 'zod';
import { adminRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import {
  ZAdminUser,
  ZAdminUserInput,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAdminUserParams,
  ZUserStatistics,
} from './admin-users.schema.ts';

/** The admin panel's account management; writes are audited (decision 029). */
export const ADMIN_USERS_ROUTES = featureRoutes('admin-users', {
  'GET /users': adminRoute(
    'One page of every account, searched by name, phone, e-mail or id, filtered by role, status and confirmed e-mail',
    { query: ZAdminUserListQuery, list: ZAdminUserList },
  ),
  'GET /users/statistics': adminRoute(
    'Account counts: totals, active, admins, owners, new and recent sign-ins',
    { ok: ZUserStatistics },
  ),
  'GET /users/{userId}': adminRoute('One account with its memberships', {
    params: ZAdminUserParams,
    ok: ZAdminUser,
  }),
  'POST /users': adminRoute('Create an account (the phone is its sign-in); audited', {
    body: ZAdminUserInput,
    created: ZAdminUser,
  }),
  'PUT /users/{userId}': adminRoute(
    "Change an account's phone, name, e-mail, role and status; audited. Deactivating ends its sign-ins",
    { params: ZAdminUserParams, body: ZAdminUserInput, ok: ZAdminUser },
  ),
  'DELETE /users/{userId}': adminRoute(
    'Delete an account with its sign-ins, memberships and work history; its businesses keep their jobs; audited',
    { params: ZAdminUserParams, ok: z.null() },
  ),
});

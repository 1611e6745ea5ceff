import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'GET /users': {
    summary:
      'One page of every account, searched by name, phone, e-mail or id, filtered by role, status and confirmed e-mail',
    access: 'admin',
    query: ZAdminUserListQuery,
    responses: { 200: ZAdminUserList },
  },
  'GET /users/statistics': {
    summary: 'Account counts: totals, active, admins, owners, new and recent sign-ins',
    access: 'admin',
    responses: { 200: ok(ZUserStatistics) },
  },
  'GET /users/{userId}': {
    summary: 'One account with its memberships',
    access: 'admin',
    params: ZAdminUserParams,
    responses: { 200: ok(ZAdminUser) },
  },
  'POST /users': {
    summary: 'Create an account (the phone is its sign-in); audited',
    access: 'admin',
    body: ZAdminUserInput,
    responses: { 201: ok(ZAdminUser) },
  },
  'PUT /users/{userId}': {
    summary:
      "Change an account's phone, name, e-mail, role and status; audited. Deactivating ends its sign-ins",
    access: 'admin',
    params: ZAdminUserParams,
    body: ZAdminUserInput,
    responses: { 200: ok(ZAdminUser) },
  },
  'DELETE /users/{userId}': {
    summary:
      'Delete an account with its sign-ins, memberships and work history; its businesses keep their jobs; audited',
    access: 'admin',
    params: ZAdminUserParams,
    responses: { 200: ok(z.null()) },
  },
});

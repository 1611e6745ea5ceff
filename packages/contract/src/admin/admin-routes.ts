import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZAdminOverview } from './overview.ts';

/** The admin dashboard's figures. */
export const ADMIN_ROUTES = {
  'GET /admin/overview': {
    summary: "The admin dashboard's figures: accounts, active businesses, live jobs",
    tag: 'admin',
    access: 'admin',
    responses: { 200: ok(ZAdminOverview) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;

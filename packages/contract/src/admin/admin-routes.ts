import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZAdminOverview } from './overview.ts';

/** The admin dashboard's figures. */
export const ADMIN_ROUTES = featureRoutes('admin', {
  'GET /admin/overview': {
    summary: "The admin dashboard's figures: accounts, active businesses, live jobs",
    access: 'admin',
    responses: { 200: ok(ZAdminOverview) },
  },
});

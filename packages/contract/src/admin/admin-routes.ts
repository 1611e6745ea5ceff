import { adminRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZAdminOverview } from './overview.ts';

/** The admin dashboard's figures. */
export const ADMIN_ROUTES = featureRoutes('admin', {
  'GET /admin/overview': adminRoute("The admin dashboard's figures: accounts, active businesses, live jobs", {
    ok: ZAdminOverview,
  }),
});

import { adminRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZAdminOperations, ZAdminOverview } from './overview.ts';

/** The admin dashboard's figures. */
export const ADMIN_ROUTES = featureRoutes('admin', {
  'GET /admin/overview': adminRoute("The admin dashboard's figures: accounts, active businesses, live jobs", {
    ok: ZAdminOverview,
  }),
  'GET /admin/operations': adminRoute(
    "The dashboard's Operations panel: job queue per job name, outboxes per state, SMS this hour against the cap, failures of the last 24 hours",
    { ok: ZAdminOperations },
  ),
});

import { publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZHealth } from './health.ts';

/** The health check load balancers and the web app read. */
export const HEALTH_ROUTES = featureRoutes('health', {
  'GET /health': publicRoute('Service and database health; 503 when the database cannot be reached', {
    ok: ZHealth,
  }),
});

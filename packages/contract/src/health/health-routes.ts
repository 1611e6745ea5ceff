import { publicRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZHealth, ZLiveness, ZReadiness } from './health.ts';

/** The health checks load balancers, orchestrators and the web app read. */
export const HEALTH_ROUTES = featureRoutes('health', {
  'GET /health': publicRoute('Service and database health; 503 when the database cannot be reached', {
    ok: ZHealth,
  }),
  'GET /health/live': publicRoute('Liveness: the process answers; asks nothing of the database', {
    ok: ZLiveness,
  }),
  'GET /health/ready': publicRoute(
    'Readiness: database reachable, migrations applied, not draining; else 503 with `details.reasons`',
    { ok: ZReadiness },
  ),
});

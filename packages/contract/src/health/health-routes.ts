import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZHealth } from './health.ts';

/** The health check load balancers and the web app read. */
export const HEALTH_ROUTES = featureRoutes('health', {
  'GET /health': {
    summary: 'Service and database health; 503 when the database cannot be reached',
    access: 'public',
    responses: { 200: ok(ZHealth) },
  },
});

import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZHealth } from './health.ts';

/** The health check load balancers and the web app read. */
export const HEALTH_ROUTES = {
  'GET /health': {
    summary: 'Service and database health; 503 when the database cannot be reached',
    tag: 'health',
    access: 'public',
    responses: { 200: ok(ZHealth) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;

import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZUuid } from '../shared/primitives.ts';
import { ZAnalyticsQuery, ZBusinessAnalytics, ZPlatformAnalytics } from './analytics.schema.ts';

/** A business's figures for its owners and managers, and the platform's for admins (decision 066). */
export const ANALYTICS_ROUTES = {
  'GET /businesses/{id}/analytics': {
    summary:
      "A business's views, applications, team and partner figures over a period and the one before it (its owners and managers, and admins)",
    tag: 'analytics',
    access: 'user',
    params: z.object({ id: ZUuid }),
    query: ZAnalyticsQuery,
    responses: { 200: ok(ZBusinessAnalytics) },
  },
  'GET /admin/analytics': {
    summary: 'Members and check-ins per week over the last 12 weeks (admins holding admin:analytics)',
    tag: 'analytics',
    access: 'admin',
    responses: { 200: ok(ZPlatformAnalytics) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;

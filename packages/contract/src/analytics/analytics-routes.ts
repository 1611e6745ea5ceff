import { adminRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZAnalyticsQuery, ZBusinessAnalytics, ZPlatformAnalytics } from './analytics.schema.ts';

/** A business's figures for its owners and managers, and the platform's for admins (decision 066). */
export const ANALYTICS_ROUTES = featureRoutes('analytics', {
  'GET /businesses/{id}/analytics': signedInRoute(
    "A business's views, applications, team and partner figures over a period and the one before it (its owners and managers, and admins)",
    { params: ZIdParams, query: ZAnalyticsQuery, ok: ZBusinessAnalytics },
  ),
  'GET /admin/analytics': adminRoute(
    'Members and check-ins per week over the last 12 weeks (admins holding admin:analytics)',
    { ok: ZPlatformAnalytics },
  ),
});

import { BUSINESS_NOT_FOUND } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, requirePermissions } from '../../plugins/auth.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { inAnalyticsSnapshot } from './analytics-snapshot.repository.ts';
import { businessName } from './business-analytics.repository.ts';
import { businessAnalytics } from './business-analytics.service.ts';
import { platformAnalytics } from './platform-analytics.repository.ts';

/**
 * Analytics (docs/product.md, "Analytics"; decision 066): a business's figures for its owners and
 * managers and for admins, checked against the database per request; the platform's for admins
 * holding admin:analytics.
 */
export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /businesses/{id}/analytics', async (request) => {
    const { id } = request.params;
    await assertCanManageBusiness(app.db, currentUser(request), id);
    // Only an admin gets this far for a business that is not there.
    const name = await businessName(app.db, id);
    if (name === null) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    return ok(await inAnalyticsSnapshot(app.db, (tx) => businessAnalytics(tx, { id, name }, request.query)));
  });

  serveRoute(
    app,
    'GET /admin/analytics',
    async () => ok(await inAnalyticsSnapshot(app.db, (tx) => platformAnalytics(tx, new Date()))),
    {
      preHandler: requirePermissions('admin:analytics'),
    },
  );
};

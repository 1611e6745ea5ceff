import { BUSINESS_NOT_FOUND } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { findAdminBusiness, listAdminBusinesses } from './admin-businesses.repository.ts';
import { createBusiness, deleteBusiness, updateBusiness } from './admin-businesses.service.ts';
import { textOwnersAboutApproval } from './business-approval-texts.ts';
import { removeUnusedImages } from './business-images.service.ts';
import { addBusinessMember, removeBusinessMember } from './business-members.service.ts';
import { businessStatistics } from './business-statistics.repository.ts';

/**
 * The admin panel's business management (docs/product.md, "Admin panel"; decision 041). Every
 * route is admin-only (the route table's `access`, checked against the database); every write is
 * audited in its own transaction.
 */
export const adminBusinessesRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /admin/businesses', async (request) =>
    list(await listAdminBusinesses(app.db, request.query)),
  );

  serveRoute(app, 'GET /admin/businesses/statistics', async () => ok(await businessStatistics(app.db)));

  serveRoute(app, 'GET /admin/businesses/{id}', async (request) => {
    const business = await findAdminBusiness(app.db, request.params.id);
    if (!business) throw notFound(BUSINESS_NOT_FOUND);
    return ok(business);
  });

  serveRoute(app, 'POST /admin/businesses', async (request) => {
    const business = await createBusiness(app.db, currentUser(request), request.body);
    await app.geocoding.request(business.id);
    return created(business);
  });

  serveRoute(app, 'PUT /admin/businesses/{id}', async (request) => {
    const { business, approval } = await updateBusiness(
      app.db,
      currentUser(request),
      request.params.id,
      request.body,
    );
    await app.geocoding.request(business.id);
    if (approval) {
      // The approval is stored: a text that cannot be queued is logged, not turned into a failed save.
      await textOwnersAboutApproval(app.db, app.textOutbox, { ...business, ...approval }).catch(
        (error: unknown) =>
          request.log.error({ err: error, business: business.id }, 'approval text not queued'),
      );
    }
    return ok(business);
  });

  serveRoute(app, 'DELETE /admin/businesses/{id}', async (request) => {
    const deleted = await deleteBusiness(app.db, currentUser(request), request.params.id);
    // The rows are gone for good; the files follow, unless another business shows the same image.
    await removeUnusedImages(app.db, app.imageStore, request.log, [deleted.logo_url, deleted.hero_image_url]);
    return ok(null);
  });

  serveRoute(app, 'POST /admin/businesses/{id}/members', async (request) =>
    ok(await addBusinessMember(app.db, currentUser(request), request.params.id, request.body)),
  );

  serveRoute(app, 'DELETE /admin/businesses/{id}/members/{userId}', async (request) =>
    ok(await removeBusinessMember(app.db, currentUser(request), request.params.id, request.params.userId)),
  );
};

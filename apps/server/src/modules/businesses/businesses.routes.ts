import { BUSINESS_NOT_FOUND, BUSINESS_TEXT_KINDS, isPublicBusiness } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { confirmedUserOrNull, currentUser, requirePermissions } from '../../plugins/auth.ts';
import { canManageBusiness } from '../../plugins/business-access.ts';
import { publicReadSerializer } from '../../routing/public-read-serializer.ts';
import { created, list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { recordOptIn } from '../text-consent/index.ts';
import { findBusinessDetail } from './business-detail.repository.ts';
import { listUserBusinesses } from './businesses.repository.ts';
import { createBusiness } from './create-business.service.ts';
import { listDirectory } from './directory.repository.ts';

/**
 * Business lists (the signed-in user's memberships, the directory),
 * one business's page, and adding a business. List bodies are the list itself, `{ data, total, page, limit, totalPages, hasNext, hasPrev }`.
 */
export const businessesRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /user/businesses', async (request) =>
    ok(await listUserBusinesses(app.db, currentUser(request).id)),
  );

  serveRoute(
    app,
    'GET /businesses',
    async (request) =>
      list(
        await listDirectory(app.db, request.query, {
          includeInactive: (await confirmedUserOrNull(request))?.is_admin === true,
        }),
      ),
    { serializerCompiler: publicReadSerializer(app.config.NODE_ENV) },
  );

  serveRoute(app, 'GET /businesses/{id}', async (request) => {
    const business = await findBusinessDetail(app.db, request.params.id);
    if (!business) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
    // An inactive or archived business exists only for its owners and managers and for admins,
    // confirmed against the database; everyone else is told there is no such business.
    if (!isPublicBusiness(business)) {
      const viewer = await confirmedUserOrNull(request);
      if (!(await canManageBusiness(app.db, viewer, business.id))) {
        throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
      }
    } else {
      // A public business's page view (decision 066).
      app.pageViews.count(request, { kind: 'business', pageId: business.id, businessId: business.id });
    }
    return ok(business);
  });

  // Every member holds create:business today (decision 030); the guard keeps the route tied to
  // the permission if the sets change.
  serveRoute(
    app,
    'POST /businesses',
    async (request) => {
      const user = currentUser(request);
      const id = await createBusiness(app.db, user, request.body);
      await app.geocoding.request(id);
      // The form's words about the owner's texts: a consent to each business kind (decision 085).
      for (const kind of BUSINESS_TEXT_KINDS) {
        await recordOptIn(app.db, {
          phone: user.phone,
          kind,
          screen: 'business-setup',
          locale: requestLocale(request),
          ip: request.ip,
        });
      }
      // Just made in this request, so it is there.
      const business = (await findBusinessDetail(app.db, id))!;
      return created(business);
    },
    { preHandler: requirePermissions('create:business') },
  );
};

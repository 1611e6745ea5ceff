import { BUSINESS_NOT_FOUND, isPublicBusiness } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { businessAccess } from '../../plugins/business-access.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { findBusinessDetail } from '../businesses/index.ts';
import { findBusinessVisibility } from './business-profile.repository.ts';
import { saveBusinessProfile } from './business-profile.service.ts';
import { spendProfileSaveBudget } from './profile-save-budget.ts';

/**
 * Owners and managers edit their business's public profile; admins any business's (decision 068).
 * Who may is read from the database on every save. Someone else is told 403 for a public business,
 * and 404 for one the public cannot see, as its page does.
 */
export const businessProfileRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'PUT /businesses/{id}/profile', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = currentUser(request);
    const { id } = request.params;
    const access = await businessAccess(app.db, user, id);
    if (!access) {
      const business = await findBusinessVisibility(app.db, id);
      if (!business || !isPublicBusiness(business)) throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND);
      throw new AppError('FORBIDDEN', "You don't have permission to manage this business");
    }
    await spendProfileSaveBudget(app.db, user.id);
    const { needsPoint } = await saveBusinessProfile(app.db, { id: user.id, access }, id, request.body);
    // After the save commits: the geocoder never holds up or fails a save (decision 064).
    if (needsPoint) await app.geocoding.request(id);
    // Just saved in this request, so it is there.
    return ok((await findBusinessDetail(app.db, id))!);
  });
};

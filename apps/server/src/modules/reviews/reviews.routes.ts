import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { reviewSummary } from './reviews.repository.ts';
import { removeReview, replyToReview, reviewEligibility, writeReview } from './reviews.service.ts';

/**
 * Member reviews (docs/product.md, "Reviews"; decision 044): a member reviews a business after a
 * checked-in visit; its owners and managers reply once; admins remove.
 */
export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /businesses/{id}/reviews', async (request) =>
    ok(await reviewSummary(app.db, request.params.id)),
  );

  serveRoute(app, 'GET /businesses/{id}/reviews/eligibility', async (request) =>
    ok(await reviewEligibility(app.db, request.params.id, currentUser(request).id)),
  );

  serveRoute(app, 'POST /businesses/{id}/reviews', async (request) => {
    const review = await writeReview(app.db, request.params.id, currentUser(request).id, request.body);
    return created(review);
  });

  serveRoute(app, 'POST /businesses/{id}/reviews/{reviewId}/reply', async (request) => {
    const user = currentUser(request);
    await assertCanManageBusiness(app.db, user, request.params.id);
    const { id, reviewId } = request.params;
    return ok(await replyToReview(app.db, id, reviewId, request.body.reply, user.id));
  });

  serveRoute(app, 'DELETE /businesses/{id}/reviews/{reviewId}', async (request) => {
    await removeReview(app.db, request.params.id, request.params.reviewId, currentUser(request).id);
    return ok(null);
  });
};

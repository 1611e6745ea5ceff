import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { addFavorites, listFavorites, removeFavorite } from './favorites.repository.ts';

/** The signed-in person's favorite businesses; the browser keeps its own copy and merges at sign-in. */
export const favoritesRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /user/favorites', async (request) =>
    ok(await listFavorites(app.db, currentUser(request).id)),
  );

  serveRoute(app, 'PUT /user/favorites/{businessId}', async (request) =>
    ok(await addFavorites(app.db, currentUser(request).id, [request.params.businessId])),
  );

  serveRoute(app, 'DELETE /user/favorites/{businessId}', async (request) =>
    ok(await removeFavorite(app.db, currentUser(request).id, request.params.businessId)),
  );

  serveRoute(app, 'POST /user/favorites/merge', async (request) =>
    ok(await addFavorites(app.db, currentUser(request).id, request.body.business_ids)),
  );
};

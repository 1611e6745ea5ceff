import type { FastifyPluginAsync } from 'fastify';
import { confirmedUserOrNull, currentUser } from '../../plugins/auth.ts';
import { publicReadSerializer } from '../../routing/public-read-serializer.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listUserBusinesses, searchBusinesses } from './businesses.repository.ts';
import { listDirectory } from './directory.repository.ts';

/**
 * Business lists: the signed-in user's memberships, the admin's picker search, and the
 * directory. List bodies are the list itself, `{ data, total, page, limit, totalPages }`.
 */
export const businessesRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /user/businesses', async (request) => ({
    success: true as const,
    data: await listUserBusinesses(app.db, currentUser(request).id),
  }));

  serveRoute(app, 'GET /admin/businesses', (request) => searchBusinesses(app.db, request.query));

  serveRoute(
    app,
    'GET /businesses',
    async (request) =>
      listDirectory(app.db, request.query, {
        includeInactive: (await confirmedUserOrNull(request))?.is_admin === true,
      }),
    { serializerCompiler: publicReadSerializer(app.config.NODE_ENV) },
  );
};

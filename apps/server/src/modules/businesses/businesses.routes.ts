import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { publicReadSerializer } from '../../routing/public-read-serializer.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listUserBusinesses, searchBusinesses } from './businesses.repository.ts';
import { listDirectory } from './directory.repository.ts';

/**
 * Whether a caller of a public route is an admin, confirmed against the database. A stale or
 * revoked token makes the caller an ordinary visitor rather than failing the request.
 */
async function isConfirmedAdmin(request: FastifyRequest): Promise<boolean> {
  if (!request.user?.is_admin) return false;
  try {
    await requireUser(request);
  } catch {
    return false;
  }
  return request.user?.is_admin === true;
}

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
      listDirectory(app.db, request.query, { includeInactive: await isConfirmedAdmin(request) }),
    { serializerCompiler: publicReadSerializer(app.config.NODE_ENV) },
  );
};

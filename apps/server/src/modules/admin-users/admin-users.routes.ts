import { ADMIN_USER_MESSAGES } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { findAdminUser, listUsers, userStatistics } from './admin-users.repository.ts';
import { createUser, deleteUser, updateUser } from './admin-users.service.ts';

/**
 * The admin panel's user management. Every route is admin-only (the route table's `access`,
 * enforced by the guard against the database); every write is audited in its own transaction.
 */
export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /users', async (request) => list(await listUsers(app.db, request.query)));

  serveRoute(app, 'GET /users/statistics', async () => ok(await userStatistics(app.db)));

  serveRoute(app, 'GET /users/{userId}', async (request) => {
    const user = await findAdminUser(app.db, request.params.userId);
    if (!user) throw new AppError('NOT_FOUND', ADMIN_USER_MESSAGES.notFound);
    return ok(user);
  });

  serveRoute(app, 'POST /users', async (request) => {
    const user = await createUser(app.db, currentUser(request), request.body);
    return created(user);
  });

  serveRoute(app, 'PUT /users/{userId}', async (request) =>
    ok(await updateUser(app.db, currentUser(request), request.params.userId, request.body)),
  );

  serveRoute(app, 'DELETE /users/{userId}', async (request) => {
    await deleteUser(app.db, app.imageStore, app.log, currentUser(request), request.params.userId);
    return ok(null);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { readPlatformTheme } from './platform-theme.repository.ts';
import { setPlatformTheme } from './platform-theme.service.ts';

/**
 * The platform theme: anyone may read it; admins publish one or go back to the default, audited.
 * The page <style> (PlatformThemeStyle) follows each write at once in this process.
 */
export const themesRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /theme', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await readPlatformTheme(app.db));
  });

  serveRoute(app, 'PUT /admin/theme', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const published = await setPlatformTheme(app.db, currentUser(request).id, request.body.theme);
    app.platformThemeStyle.set(published.theme);
    return ok(published);
  });

  serveRoute(app, 'DELETE /admin/theme', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const published = await setPlatformTheme(app.db, currentUser(request).id, null);
    app.platformThemeStyle.set(null);
    return ok(published);
  });
};

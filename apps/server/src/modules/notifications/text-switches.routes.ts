import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { switchTextKind, textSettings } from './text-switches.service.ts';

/** `/settings`' text switches and the consent behind each (decision 085). */
export const textSwitchesRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /user/text-consents', async (request) =>
    ok(await textSettings(app.db, currentUser(request).phone)),
  );

  serveRoute(app, 'PUT /user/text-consents/{kind}', async (request) =>
    ok(
      await switchTextKind(app.db, currentUser(request), request.params.kind, request.body.enabled, {
        locale: requestLocale(request),
        ip: request.ip,
      }),
    ),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import {
  askOtherTimes,
  cancel,
  choose,
  decline,
  invite,
  listInterviews,
  markOutcome,
  reschedule,
} from './interviews.service.ts';

/**
 * Interviews on applications (decision 090). Every route needs a signed-in user; who may act on
 * which interview is checked in the service, against the database.
 */
export const interviewsRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /applications/{id}/interviews', async (request) =>
    ok(await listInterviews(app.db, currentUser(request), request.params.id)),
  );
  serveRoute(app, 'POST /applications/{id}/interviews', async (request) =>
    created(await invite(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/choose', async (request) =>
    ok(await choose(app, currentUser(request), request.params.id, request.body.slot)),
  );
  serveRoute(app, 'POST /interviews/{id}/decline', async (request) =>
    ok(await decline(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/other-times', async (request) =>
    ok(await askOtherTimes(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/reschedule', async (request) =>
    ok(await reschedule(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/cancel', async (request) =>
    ok(await cancel(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/outcome', async (request) =>
    ok(await markOutcome(app, currentUser(request), request.params.id, request.body)),
  );
};

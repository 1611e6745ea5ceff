import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import {
  listConversations,
  listReportedMessages,
  readConversation,
  reportMessage,
  sendMessage,
  setBlocked,
} from './messages.service.ts';

/**
 * Conversations on applications (decision 086). Every route needs a signed-in user (the table says
 * so); who reads or writes which conversation is checked in the service, against the database.
 */
export const messagesRoutes: FastifyPluginAsync = async (app) => {
  // Personal messages: never stored by a shared cache.
  replyNoStore(app);

  serveRoute(app, 'GET /user/conversations', async (request) =>
    ok(await listConversations(app.db, currentUser(request).id)),
  );

  serveRoute(app, 'GET /applications/{id}/conversation', async (request) =>
    ok(await readConversation(app.db, currentUser(request), request.params.id, app.clock())),
  );

  serveRoute(app, 'POST /applications/{id}/messages', async (request) =>
    created(await sendMessage(app, currentUser(request), request.params.id, request.body.body)),
  );

  serveRoute(app, 'POST /messages/{id}/report', async (request) =>
    ok(await reportMessage(app.db, currentUser(request), request.params.id, request.body)),
  );

  serveRoute(app, 'PUT /applications/{id}/conversation/block', async (request) =>
    ok(await setBlocked(app.db, currentUser(request), request.params.id, true)),
  );

  serveRoute(app, 'DELETE /applications/{id}/conversation/block', async (request) =>
    ok(await setBlocked(app.db, currentUser(request), request.params.id, false)),
  );

  serveRoute(app, 'GET /admin/reported-messages', async () => ok(await listReportedMessages(app.db)));
};

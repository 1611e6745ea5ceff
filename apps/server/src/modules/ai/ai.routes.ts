import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { clientNetwork } from '../../lib/client-network.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { aiStats } from './ai.repository.ts';
import { type AiCaller, AiService } from './ai.service.ts';
import { createAiProvider } from './providers/create-ai-provider.ts';

/**
 * The onboarding chat and its admin figures (docs/product.md, "AI onboarding and the API Test
 * Center"). Any signed-in person may talk to the assistant (owners do on /setup, decision 069)
 * within their own and their network's hourly budgets; conversations are private to their owner
 * and admins; the provider's key stays here.
 */
export const aiRoutes: FastifyPluginAsync = async (app) => {
  const provider = createAiProvider(app.config);
  const ai = new AiService(app.db, provider, {
    callsPerNetworkPerHour: app.config.AI_CALLS_PER_NETWORK_PER_HOUR,
  });
  const caller = (request: FastifyRequest): AiCaller => ({
    user: currentUser(request),
    network: clientNetwork(request.ip),
  });
  replyNoStore(app);

  serveRoute(app, 'GET /ai/test-connection', async () => ok(await ai.testConnection()));

  serveRoute(app, 'GET /ai/admin/stats', async () =>
    ok({ ...(await aiStats(app.db)), provider: provider.name, model: provider.model }),
  );

  serveRoute(app, 'POST /ai/conversations', async (request) => {
    const data = await ai.create(caller(request), request.body);
    return created(data);
  });

  serveRoute(app, 'GET /ai/conversations/{id}', async (request) =>
    ok(await ai.get(currentUser(request), request.params.id)),
  );

  serveRoute(app, 'POST /ai/conversations/{id}/messages', async (request) =>
    ok(await ai.send(caller(request), request.params.id, request.body)),
  );

  serveRoute(app, 'GET /ai/conversations/{id}/messages', async (request) =>
    ok(await ai.messages(currentUser(request), request.params.id)),
  );

  serveRoute(app, 'POST /ai/conversations/{id}/extract', async (request) =>
    ok(await ai.extract(caller(request), request.params.id)),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { ChallengeGate } from './challenge-gate.ts';

/** GET /challenge: a proof-of-work challenge for a request that was answered 428. */
export const challengeRoutes: FastifyPluginAsync = async (app) => {
  const gate = new ChallengeGate(app.db, app.config);
  serveRoute(app, 'GET /challenge', async (_request, reply) => {
    // Every challenge is single-use; no cache may hand one out twice.
    reply.header('cache-control', 'no-store');
    return ok(await gate.issue());
  });
};

import type { FastifyInstance } from 'fastify';

/**
 * Sends every reply of the routes in this plugin with `cache-control: no-store`: what they answer
 * (a person's own data, sessions, admin views) is for this request alone, and no cache may keep it.
 */
export function replyNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

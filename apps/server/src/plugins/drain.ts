import type { FastifyInstance } from 'fastify';

interface Drain {
  /** True from SIGTERM on: /health answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

/**
 * The first step of a graceful stop (docs/decisions/022-outages-timeouts-and-drain.md). While
 * draining the app still serves every request, but each answer carries `Connection: close`, so a
 * keep-alive client opens its next connection afresh (to another instance once the balancer has
 * seen /health fail) instead of reusing one the stop is about to close under it. Closing (Fastify's
 * preClose) drains too, for a stop with no grace period.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  // A callback hook: this runs on every response, and needs no promise of its own.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

import { LOAD_MESSAGES } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** A read refused while draining is for another instance; a client that sees it may retry soon. */
const DRAIN_RETRY_AFTER_SECONDS = 1;

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
 * draining the app still serves every request (reads aside with DRAIN_REFUSES_READS, below), but
 * each answer carries `Connection: close`, so a
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
  // Behind open-source nginx (passive checks only), a read answered 503 is passed to another
  // instance, and counts as this one's failure: after `max_fails` of them nginx sends nothing here
  // for `fail_timeout`, longer than the grace period, so no connection is still arriving when the
  // listener closes (closing it resets the ones the kernel had accepted: a POST on one would fail).
  // Writes are served: nginx never sends one twice (decision 094).
  if (app.config.DRAIN_REFUSES_READS) {
    app.addHook('onRequest', (request, reply, done) => {
      const read = request.method === 'GET' || request.method === 'HEAD';
      if (!draining || !read || request.url.startsWith('/api/v1/health')) return done();
      reply.header('connection', 'close');
      done(
        new AppError('SERVICE_UNAVAILABLE', LOAD_MESSAGES.overloaded, {
          headers: { 'Retry-After': String(DRAIN_RETRY_AFTER_SECONDS) },
        }),
      );
    });
  }
  // A callback hook: this runs on every response, and needs no promise of its own.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

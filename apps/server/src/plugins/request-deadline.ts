import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { clientErrorHandler } from './client-error.ts';

const timedOut = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * Node enforces REQUEST_TIMEOUT_MS in a connection check that stops once the server closes, so a
 * client trickling a body could hold a stop open until SHUTDOWN_TIMEOUT_MS. From close on, each
 * request whose body is still arriving gets the same 408 at its own deadline
 * (docs/decisions/022-outages-timeouts-and-drain.md).
 */
export function keepRequestDeadlinesWhileClosing(app: FastifyInstance, requestTimeoutMs: number): void {
  // Requests whose body has not yet been read, with when they began.
  const arriving = new Map<IncomingMessage, number>();
  app.addHook('onRequest', async (request) => {
    arriving.set(request.raw, Date.now());
  });
  // The body is read before validation; a request answered early (404, 413) never gets there.
  app.addHook('preValidation', async (request) => {
    arriving.delete(request.raw);
  });
  app.addHook('onResponse', async (request) => {
    arriving.delete(request.raw);
  });
  app.addHook('onRequestAbort', async (request) => {
    arriving.delete(request.raw);
  });
  app.addHook('preClose', async () => {
    for (const [raw, startedAt] of arriving) {
      const cut = () => {
        if (arriving.delete(raw)) clientErrorHandler(timedOut, raw.socket);
      };
      setTimeout(cut, Math.max(0, startedAt + requestTimeoutMs - Date.now())).unref();
    }
  });
}

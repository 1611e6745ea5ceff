import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientErrorHandler } from './client-error.ts';

const timedOut = Object.assign(new Error('request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/**
 * Node enforces REQUEST_TIMEOUT_MS in a connection check that stops once the server closes, so a
 * client trickling a body could hold a stop open until SHUTDOWN_TIMEOUT_MS. From close on, each
 * request whose body is still arriving gets the same 408 at its own deadline
 * (docs/decisions/022-outages-timeouts-and-drain.md).
 */
export function keepRequestDeadlinesWhileClosing(app: FastifyInstance, requestTimeoutMs: number): void {
  // Requests whose body has not yet been read, with when they began. Callback hooks: they run on
  // every request and need no promise of their own.
  const arriving = new Map<IncomingMessage, number>();
  const settled = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    arriving.delete(request.raw);
    done();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (hasBody(request.raw)) arriving.set(request.raw, Date.now());
    done();
  });
  // The body is read before validation; a request answered early (404, 413) never gets there.
  app.addHook('preValidation', settled);
  app.addHook('onResponse', settled);
  app.addHook('onRequestAbort', (request, done) => {
    arriving.delete(request.raw);
    done();
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

/** A request with no declared body (most GETs) has nothing left to arrive once its head is read. */
function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/** `charset=utf-8`, quoted or not, any case; no charset at all means UTF-8 for JSON. */
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * Bodies are JSON in UTF-8 (RFC 8259). A body declared in another charset (utf-16, latin1) would
 * otherwise be decoded as UTF-8 anyway and fail, or pass, by accident; it is refused up front with a
 * 415 that says what to send.
 */
export function registerUtf8BodyRule(app: FastifyInstance): void {
  // A callback hook: it runs on every request and needs no promise of its own.
  app.addHook('onRequest', (request, _reply, done) => {
    const contentType = request.headers['content-type'];
    const charset = contentType ? CHARSET.exec(contentType)?.[1]?.toLowerCase() : undefined;
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON encoded as UTF-8'));
      return;
    }
    done();
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding, compressJson } from '../lib/json-compression.ts';

/**
 * Compresses the JSON answers of the routes registered in `api` for clients that accept it
 * (docs/decisions/026-api-compression.md). The sign-in routes under /auth are never compressed:
 * their answers carry tokens (and the profile, a phone number), and a compressed secret next to
 * text an attacker can make the response reflect leaks through the compressed size (BREACH).
 * The web app's files are not JSON; the build precompresses them (decision 012).
 */
export function registerJsonCompression(api: FastifyInstance, prefix: string): void {
  const secret = `${prefix}/auth/`;
  api.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      payload.length < COMPRESS_THRESHOLD_BYTES ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json') ||
      request.routeOptions.url?.startsWith(secret)
    ) {
      done(null, payload);
      return;
    }
    // The same URL answers differently by Accept-Encoding: shared caches must keep them apart.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressJson(payload, encoding));
  });
}

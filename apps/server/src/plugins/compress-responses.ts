import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding, compressJson } from '../lib/json-compression.ts';

/**
 * Compresses the JSON answers of the routes registered in `api` for clients that accept it
 * (docs/decisions/026-api-compression.md). The sign-in routes under /auth are never compressed:
 * their answers carry tokens (and the profile, a phone number), and a compressed secret next to
 * text an attacker can make the response reflect leaks through the compressed size (BREACH).
 */
export function registerJsonCompression(api: FastifyInstance, prefix: string): void {
  registerCompression(api, 'application/json', `${prefix}/auth/`);
}

/**
 * Compresses the pages the server renders (a /jobs page is ~110 KB of HTML, ~15 KB compressed,
 * which slow phone connections feel before anything paints). They carry no secret: the server
 * always renders the signed-out view. The web app's files are served precompressed (decision 012).
 */
export function registerHtmlCompression(app: FastifyInstance): void {
  registerCompression(app, 'text/html');
}

function registerCompression(instance: FastifyInstance, contentType: string, neverUnder?: string): void {
  instance.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (
      (typeof payload !== 'string' && !Buffer.isBuffer(payload)) ||
      payload.length < COMPRESS_THRESHOLD_BYTES ||
      reply.hasHeader('content-encoding') ||
      !String(reply.getHeader('content-type') ?? '').startsWith(contentType) ||
      (neverUnder !== undefined && request.routeOptions.url?.startsWith(neverUnder))
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

import type { IncomingMessage, ServerResponse } from 'node:http';
import { INSTAGRAM_FRAME_SOURCES } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP allows only our own scripts and styles; the exceptions are the ones features need:
 * images from any https host (business logos are stored as URLs), and frames of Instagram's post
 * and reel embeds only, which a business page loads after the visitor asks for them; no Instagram
 * script (docs/decisions/031-instagram-embed-on-request.md).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': [...INSTAGRAM_FRAME_SOURCES],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
    },
  },
  // Embedded Instagram frames would be blocked by require-corp.
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for our options, worked out once. They do not depend on the request, so
 * running helmet's middleware on every response (which re-parses the CSP each time) would only
 * repeat the same work (docs/decisions/047-per-request-work-on-the-read-path.md).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Security headers for every response; a route may still replace one (stored images do). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders(HELMET_OPTIONS);
  // A callback hook: it runs on every request and needs no promise of its own.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

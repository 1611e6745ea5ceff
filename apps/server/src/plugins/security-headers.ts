import helmet from '@fastify/helmet';
import { INSTAGRAM_FRAME_SOURCES } from '@perks/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The CSP allows only our own scripts and styles; the
 * exceptions are the ones features need: images from any https host (business logos are stored
 * as URLs), and frames of Instagram's post and reel embeds only, which a business page loads
 * after the visitor asks for them; no Instagram script (docs/decisions/031-instagram-embed-on-request.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}

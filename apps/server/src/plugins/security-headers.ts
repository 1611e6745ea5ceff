import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The CSP allows only our own scripts and styles; the
 * exceptions are the ones features need: Instagram post embeds on business pages, and images
 * from any https host (business logos are stored as URLs).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'", 'https://www.instagram.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.instagram.com'],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      },
    },
    // Embedded Instagram frames would be blocked by require-corp.
    crossOriginEmbedderPolicy: false,
  });
}

import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links are built from: PUBLIC_URL when configured (behind a proxy or CDN the
 * request's own host may be internal), else the scheme and host the request arrived with.
 */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

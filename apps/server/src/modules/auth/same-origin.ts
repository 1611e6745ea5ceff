import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';

/** host[:port] of an Origin value; URL already leaves out a default port. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

// The Host header may carry a default port ("localhost:80"); the Origin never does.
const withoutDefaultPort = (host: string) => host.replace(/:(80|443)$/, '');

/**
 * Refuses cookie-carrying POSTs that a browser sent from another site (login CSRF, forced
 * logout). The refresh cookie is SameSite=Strict already; this is the second fence for browsers
 * or proxies that get SameSite wrong. Our own pages are served from the API's host (or
 * PUBLIC_URL). Clients that send no Origin at all are not browsers and carry no ambient cookies.
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
    return;
  }
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl && new URL(publicUrl).origin === origin) return;
  if (hostOf(origin) === withoutDefaultPort(request.host)) return;
  throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
}

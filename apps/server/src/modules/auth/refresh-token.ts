import { createHash, createHmac } from 'node:crypto';

/**
 * A refresh token is a keyed MAC of its session row's random id (a v4 UUID from the CSPRNG), so
 * it is unguessable without the server secret, and the server can hand the same successor token
 * to a second tab that refreshes within the grace window without ever storing a token in clear.
 * The table holds only a SHA-256 of the token, for lookup.
 */
export function refreshTokenFor(key: string, sessionId: string): string {
  return createHmac('sha256', key).update(`refresh:${sessionId}`).digest('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHmac } from 'node:crypto';

/**
 * One configured secret (JWT_SECRET) yields a separate key per purpose, so a key used to sign
 * access tokens is never also the key that hashes codes or mints refresh tokens.
 */
export function deriveKey(
  secret: string,
  purpose:
    | 'otp'
    | 'refresh-token'
    | 'challenge'
    | 'challenge-key'
    | 'alert-email'
    | 'unsubscribe'
    | 'interview-calendar'
    | 'recovery-code',
): string {
  return createHmac('sha256', secret).update(`industry-perks:${purpose}:v1`).digest('base64url');
}

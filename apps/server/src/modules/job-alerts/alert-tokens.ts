import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/derive-key.ts';

/**
 * Tokens in e-mailed links, which work without signing in: a payload and its HMAC-SHA256 under a
 * key derived from JWT_SECRET for that purpose alone (lib/derive-key.ts), so a token cannot be made or
 * altered without the secret, and one kind cannot stand in for the other.
 */
type Purpose = 'alert-email' | 'unsubscribe';
/** 128 bits of the HMAC: unguessable, and short enough for a path parameter (100 characters). */
const MAC_BYTES = 16;

function mac(secret: string, purpose: Purpose, payload: string): Buffer {
  return createHmac('sha256', deriveKey(secret, purpose)).update(payload).digest().subarray(0, MAC_BYTES);
}

/** `payload.signature`, the payload already base64url. */
function sign(secret: string, purpose: Purpose, payload: string): string {
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The token's payload (base64url) when its signature holds, else undefined. */
function verified(secret: string, purpose: Purpose, token: string): Buffer | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url');
}

/** The unsubscribe link of one alert (its id's 16 bytes, signed): stops its e-mail. */
export const unsubscribeToken = (secret: string, alertId: string) =>
  sign(secret, 'unsubscribe', Buffer.from(alertId.replaceAll('-', ''), 'hex').toString('base64url'));

export function alertOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const bytes = verified(secret, 'unsubscribe', token);
  if (bytes?.length !== 16) return undefined;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface ConfirmData {
  userId: string;
  email: string;
}

/** The confirmation link of an alert address: the person, the address, and when it stops working. */
export function confirmToken(secret: string, data: ConfirmData, expiresAt: Date): string {
  const payload = { u: data.userId, e: data.email, x: expiresAt.getTime() };
  return sign(secret, 'alert-email', Buffer.from(JSON.stringify(payload)).toString('base64url'));
}

export function readConfirmToken(secret: string, token: string, now = new Date()): ConfirmData | undefined {
  const bytes = verified(secret, 'alert-email', token);
  let data: { u?: unknown; e?: unknown; x?: unknown } | undefined;
  try {
    data = bytes && JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof data?.u !== 'string' || typeof data.e !== 'string' || typeof data.x !== 'number')
    return undefined;
  if (data.x <= now.getTime()) return undefined;
  return { userId: data.u, email: data.e };
}

import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../lib/derive-key.ts';

/**
 * Tokens in e-mailed links, which work without signing in, under keys derived from JWT_SECRET for
 * each purpose alone (lib/derive-key.ts), so a token cannot be made or altered without the secret,
 * and one kind cannot stand in for the other. An unsubscribe token is the alert's id and its
 * HMAC-SHA256; a confirmation token is sealed, because it carries the person and their address.
 */
type Purpose = 'unsubscribe';
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
  return bytes?.length === 16 ? uuidOf(bytes) : undefined;
}

/** A UUID's 16 bytes in its usual text form. */
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface ConfirmData {
  userId: string;
  email: string;
}

/** AES-256-GCM: a fresh 96-bit nonce per token, and a 128-bit tag that fails on any change. */
const SEAL = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The sealed payload: the account's id (16 bytes), when the link stops working (8), the address. */
const USER_BYTES = 16;
const EXPIRY_BYTES = 8;

const sealKey = (secret: string) => Buffer.from(deriveKey(secret, 'alert-email'), 'base64url');

/**
 * The confirmation link of an alert address: the person, the address, and when it stops working,
 * sealed (encrypted and authenticated) so the link reveals none of them and cannot be made or
 * altered without the secret.
 */
export function confirmToken(secret: string, data: ConfirmData, expiresAt: Date): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeBigUInt64BE(BigInt(expiresAt.getTime()));
  const payload = Buffer.concat([
    Buffer.from(data.userId.replaceAll('-', ''), 'hex'),
    expiry,
    Buffer.from(data.email, 'utf8'),
  ]);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(SEAL, sealKey(secret), nonce);
  const sealed = Buffer.concat([cipher.update(payload), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The link's person and address while it holds and has not expired, else undefined. */
export function readConfirmToken(secret: string, token: string, now = new Date()): ConfirmData | undefined {
  const bytes = Buffer.from(token, 'base64url');
  // base64url ignores characters outside its alphabet: only a token that is exactly its encoding counts.
  if (bytes.toString('base64url') !== token) return undefined;
  if (bytes.length < NONCE_BYTES + USER_BYTES + EXPIRY_BYTES + 1 + TAG_BYTES) return undefined;
  let payload: Buffer;
  try {
    const decipher = createDecipheriv(SEAL, sealKey(secret), bytes.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    payload = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
  const expiresAt = Number(payload.readBigUInt64BE(USER_BYTES));
  if (expiresAt <= now.getTime()) return undefined;
  return {
    userId: uuidOf(payload.subarray(0, USER_BYTES)),
    email: payload.subarray(USER_BYTES + EXPIRY_BYTES).toString('utf8'),
  };
}

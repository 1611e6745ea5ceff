import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A code of `length` digits from the CSPRNG; leading zeros are kept. */
export function generateOtpCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Codes are stored only as an HMAC keyed by a server secret and bound to the challenge and the
 * phone, so a copy of the table reveals no live code and a hash cannot be replayed elsewhere.
 * A 4-digit code has only 10,000 values, so an unkeyed hash would be trivially reversible.
 */
export function hashOtpCode(key: string, challengeId: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`otp:${challengeId}:${phone}:${code}`).digest('hex');
}

export function otpCodeMatches(
  key: string,
  challengeId: string,
  phone: string,
  code: string,
  stored: string,
) {
  const actual = Buffer.from(hashOtpCode(key, challengeId, phone, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

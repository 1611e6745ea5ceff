/**
 * The member card's rotating code (docs/decisions/036-member-card-codes.md): a time-based one-time
 * code in the manner of RFC 6238 (HMAC-SHA-256 over the 30-second step number, dynamically
 * truncated to 8 digits), computed by the phone from the member's card secret and checked by the
 * server. Both sides compute the HMAC with their own crypto; the step, the message bytes and the
 * truncation live here so they cannot disagree.
 */
export const CARD_CODE = {
  periodSeconds: 30,
  digits: 8,
  /** Steps back a code still counts: a code stays good for up to two minutes after it showed. */
  pastSteps: 3,
  /** Steps ahead, for a phone whose clock runs a little fast. */
  futureSteps: 1,
  /** A code seen again later than this after its first check is a replay (a screenshot). */
  replayAfterSeconds: 60,
} as const;

/** The step number of an instant (milliseconds since the epoch). */
export function cardStep(epochMs: number): number {
  return Math.floor(epochMs / 1000 / CARD_CODE.periodSeconds);
}

/** When a step ends, so the card can count down to its next code. */
export function cardStepEndsAt(step: number): number {
  return (step + 1) * CARD_CODE.periodSeconds * 1000;
}

/** The HMAC message for a step: the step number as 8 bytes, big-endian (RFC 4226's counter). */
export function cardCodeMessage(step: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = step;
  for (let index = 7; index >= 0; index -= 1) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226's dynamic truncation of an HMAC to a zero-padded decimal code. */
export function truncateToCode(mac: Uint8Array): string {
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bytes = [0, 1, 2, 3].map((index) => mac[offset + index] ?? 0);
  const value =
    (((bytes[0] ?? 0) & 0x7f) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  return String(value % 10 ** CARD_CODE.digits).padStart(CARD_CODE.digits, '0');
}

/** Decodes the hexadecimal card secret the API hands out. */
export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** A card id: ten characters of Crockford-like base32 (no I, L, O, U), printed on the card. */
export const CARD_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
export const CARD_ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * What the QR code carries after `/verify/`, and what staff type by hand: the card id, a dash,
 * then the current code ("7KQ2M9XH4D-04815162").
 */
export function cardToken(cardId: string, code: string): string {
  return `${cardId}-${code}`;
}

const TOKEN_PATTERN = new RegExp(`^([0-9A-HJKMNP-TV-Z]{10})-(\\d{${CARD_CODE.digits}})$`);

/** Reads a token (spaces and lower case forgiven, for hand entry), or null when it is not one. */
export function parseCardToken(input: string): { cardId: string; code: string } | null {
  const match = TOKEN_PATTERN.exec(input.replaceAll(/\s/g, '').toUpperCase());
  return match ? { cardId: match[1] as string, code: match[2] as string } : null;
}

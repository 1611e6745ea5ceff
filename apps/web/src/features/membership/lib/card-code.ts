import { cardCodeMessage, cardStep, cardToken, hexToBytes, truncateToCode } from '@perks/contract';

/**
 * The card's current code, computed on the phone from the card secret with Web Crypto, so the
 * card keeps rotating without a network (docs/decisions/036-member-card-codes.md). Web Crypto
 * exists only in secure contexts (https, or localhost while developing).
 */
export async function currentCardToken(card: { card_id: string; secret: string }, now = Date.now()) {
  const key = await crypto.subtle.importKey(
    'raw',
    hexToBytes(card.secret) as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    cardCodeMessage(cardStep(now)) as Uint8Array<ArrayBuffer>,
  );
  const code = truncateToCode(new Uint8Array(mac));
  return { code, token: cardToken(card.card_id, code) };
}

/** The link the QR code carries: the partner's phone camera opens the check page on this site. */
export function verifyUrl(token: string, origin = window.location.origin): string {
  return `${origin}/verify/${token}`;
}

import type { TMemberCard } from '@perks/contract';

/**
 * The last card the server confirmed, kept in local storage so the card opens without a network
 * (docs/decisions/037-offline-member-card.md). It holds the card secret, so it is forgotten as soon
 * as the person is known to be signed out while online.
 */
const CARD_STORAGE_KEY = 'member_card';

/** The card as last confirmed, and whether it was ever verified here (so 'ended' can be told from 'pending'). */
export type CachedCard = TMemberCard & { was_verified?: boolean };

export function readCachedCard(): CachedCard | null {
  try {
    const raw = window.localStorage.getItem(CARD_STORAGE_KEY);
    if (!raw) return null;
    const card = JSON.parse(raw) as CachedCard;
    return typeof card?.confirmed_at === 'string' && Array.isArray(card.memberships) ? card : null;
  } catch {
    return null;
  }
}

export function writeCachedCard(card: TMemberCard): CachedCard {
  const previous = readCachedCard();
  const cached: CachedCard = {
    ...card,
    was_verified:
      card.status === 'verified' || previous?.status === 'verified' || previous?.was_verified === true,
  };
  try {
    window.localStorage.setItem(CARD_STORAGE_KEY, JSON.stringify(cached));
  } catch {
    // Private mode or a full quota: the card still works while online.
  }
  return cached;
}

export function forgetCachedCard(): void {
  try {
    window.localStorage.removeItem(CARD_STORAGE_KEY);
  } catch {
    // As above.
  }
}

/**
 * Query keys of the promotions feature. Personal ones live under 'user', so signing out clears
 * them; a business's perks are keyed by whether someone is signed in, since members see more.
 */
export const promotionKeys = {
  perks: (query: { q: string; category: string }) => ['user', 'perks', query] as const,
  businessPerks: (businessId: string, signedIn: boolean) => ['business-perks', businessId, signedIn] as const,
  managed: (businessId: string) => ['user', 'promotions', businessId] as const,
  checkIn: (businessId: string, token: string) => ['user', 'check-in-promotions', businessId, token] as const,
  redemptions: () => ['user', 'redemptions'] as const,
};

/** Query keys of the membership feature. Personal ones live under 'user', so signing out clears them. */
export const membershipKeys = {
  state: () => ['user', 'membership'] as const,
  card: () => ['user', 'member-card'] as const,
  roster: (businessId: string) => ['user', 'roster', businessId] as const,
  rosterPage: (businessId: string, query: { q: string; page: number }) =>
    ['user', 'roster', businessId, query] as const,
  verification: (token: string) => ['card-verification', token] as const,
};

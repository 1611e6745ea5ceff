/** Query keys of billing: personal (under 'user'), so signing out clears them with the rest. */
export const billingKeys = {
  business: (businessId: string) => ['user', 'billing', businessId] as const,
  admin: () => ['user', 'admin-billing'] as const,
};

import type { Period } from '@perks/contract';

/** Query keys of the analytics feature; a business's figures are personal, so they live under 'user'. */
export const analyticsKeys = {
  business: (businessId: string, period: Period) => ['user', 'analytics', businessId, period] as const,
};

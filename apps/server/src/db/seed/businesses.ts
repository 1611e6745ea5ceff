import { NEARBY_BUSINESSES } from './businesses-nearby.ts';
import { PARTNER_BUSINESSES } from './businesses-partners.ts';
import { PORTLAND_BUSINESSES } from './businesses-portland.ts';
import type { DemoBusiness } from './demo-business.ts';

export type { DemoBusiness } from './demo-business.ts';

/** Every demo business; the key is how people and jobs refer to it. */
export const DEMO_BUSINESSES: DemoBusiness[] = [
  ...PORTLAND_BUSINESSES,
  ...NEARBY_BUSINESSES,
  ...PARTNER_BUSINESSES,
];

export function demoBusiness(key: string): DemoBusiness {
  const business = DEMO_BUSINESSES.find((candidate) => candidate.key === key);
  if (!business) throw new Error(`Unknown demo business: ${key}`);
  return business;
}

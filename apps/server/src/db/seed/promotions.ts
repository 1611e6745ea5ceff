import type { TPromotionInput } from '@perks/contract';
import type { NewPromotionRow } from '../schema/index.ts';
import { daysAgo } from './time.ts';

/** Demo promotions at a few Portland partners, so `/perks` and their pages show real perks. */
export const DEMO_PROMOTIONS: Array<TPromotionInput & { business: string; createdDaysAgo: number }> = [
  {
    business: 'salt-pier',
    title: 'Half-price oysters at the bar',
    description: 'Half-price raw bar oysters for industry members, any night at the bar.',
    discount_type: 'percentage',
    discount_value: 50,
    terms: 'Bar seating only. One dozen per visit.',
    max_uses: 4,
    createdDaysAgo: 20,
  },
  {
    business: 'exchange-espresso',
    title: 'Free drip coffee refill',
    description: 'Buy any drip coffee and the refill is on us, all day.',
    discount_type: 'bogo',
    discount_value: 0,
    createdDaysAgo: 12,
  },
  {
    business: 'congress-taproom',
    title: '$3 off any pint',
    description: 'Three dollars off any draft pint for members after their shift.',
    discount_type: 'fixed_amount',
    discount_value: 3,
    terms: 'After 9 pm. Not with other offers.',
    createdDaysAgo: 6,
  },
  {
    business: 'tidewater',
    title: 'Industry night: 20% off the food menu',
    description: 'Twenty percent off the whole food menu on Monday industry nights.',
    discount_type: 'percentage',
    discount_value: 20,
    terms: 'Mondays only. Dine-in.',
    max_uses: 1,
    createdDaysAgo: 2,
  },
];

export function promotionRows(now: Date, businessIds: Map<string, string>): NewPromotionRow[] {
  return DEMO_PROMOTIONS.map(({ business, createdDaysAgo, ...promotion }) => ({
    business_id: businessIds.get(business) as string,
    title: promotion.title,
    description: promotion.description,
    discount_type: promotion.discount_type,
    discount_value: promotion.discount_value as number,
    terms: promotion.terms ?? null,
    max_uses: promotion.max_uses ?? null,
    created_at: daysAgo(now, createdDaysAgo),
    updated_at: daysAgo(now, createdDaysAgo),
  }));
}

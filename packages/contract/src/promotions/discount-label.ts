import type { DiscountType } from './promotion.schema.ts';

/** How a discount reads on a perk card: "20% off", "$5.00 off", "Buy one, get one", or the title's own words. */
export function discountLabel(type: DiscountType, value: number): string | null {
  if (type === 'percentage') return `${value}% off`;
  if (type === 'fixed_amount') return `$${value.toFixed(2)} off`;
  if (type === 'bogo') return 'Buy one, get one';
  return null;
}

import { numberFormat } from '../i18n/intl.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import type { DiscountType } from './promotion.schema.ts';

/** How a discount reads on a perk card: "20% off", "$5.00 off", "Buy one, get one", or the title's own words. */
export function discountLabel(
  type: DiscountType,
  value: number,
  t: Translate = inEnglish,
  locale = 'en',
): string | null {
  if (type === 'percentage')
    return t('{percent}% off', { percent: locale === 'en' ? value : numberFormat(locale, {}).format(value) });
  if (type === 'fixed_amount') {
    const amount =
      locale === 'en'
        ? `$${value.toFixed(2)}`
        : numberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);
    return t('{amount} off', { amount });
  }
  if (type === 'bogo') return t('Buy one, get one');
  return null;
}

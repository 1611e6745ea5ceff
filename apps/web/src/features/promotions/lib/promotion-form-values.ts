import type { DiscountType, TPromotion, TPromotionInput } from '@perks/contract';
import { format } from 'date-fns';

/** The promotion form's controls, all text as inputs hold them. Dates are whole local days. */
export interface PromotionFormValues {
  title: string;
  description: string;
  discount_type: DiscountType;
  discount_value: string;
  terms: string;
  max_uses: string;
  starts_on: string;
  ends_on: string;
}

export const EMPTY_PROMOTION: PromotionFormValues = {
  title: '',
  description: '',
  discount_type: 'percentage',
  discount_value: '',
  terms: '',
  max_uses: '',
  starts_on: '',
  ends_on: '',
};

const day = (iso: string | null) => (iso ? format(new Date(iso), 'yyyy-MM-dd') : '');

export function promotionFormValues(promotion: TPromotion): PromotionFormValues {
  return {
    title: promotion.title,
    description: promotion.description,
    discount_type: promotion.discount_type,
    discount_value: String(promotion.discount_value),
    terms: promotion.terms ?? '',
    max_uses: promotion.max_uses ? String(promotion.max_uses) : '',
    starts_on: day(promotion.starts_at),
    ends_on: day(promotion.ends_at),
  };
}

/** A number as typed, or the text itself when it is not one (so the contract names the problem). */
const numberOr = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * The request body: a start date runs from the start of that local day, an end date to its end,
 * and blank optional fields are left out.
 */
export function promotionPayload(values: PromotionFormValues): TPromotionInput {
  return {
    title: values.title,
    description: values.description,
    discount_type: values.discount_type,
    discount_value: (values.discount_type === 'bogo' && values.discount_value.trim() === ''
      ? 0
      : numberOr(values.discount_value)) as number,
    terms: values.terms,
    max_uses: (values.max_uses.trim() === '' ? null : numberOr(values.max_uses)) as number | null,
    starts_at: values.starts_on ? new Date(`${values.starts_on}T00:00:00`).toISOString() : null,
    ends_at: values.ends_on ? new Date(`${values.ends_on}T23:59:59`).toISOString() : null,
  };
}

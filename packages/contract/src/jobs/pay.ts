import { numberFormat } from '../i18n/intl.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { SALARY_FALLBACK_LIST, SALARY_FALLBACK_PREVIEW } from './constants.ts';

/** The pay fields a display needs; any may be missing on older or partial records. */
export interface PayFields {
  salary_display?: string | null;
  hourly_rate_min?: number | null;
  hourly_rate_max?: number | null;
  base_hourly_pay?: number | null;
  is_tipped_role?: boolean | null;
  estimated_tips_hourly?: number | null;
}

const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/**
 * '$15.00', '$1,104.00': always two decimals, so pay never reads as a rounded guess. Other
 * languages write the same dollars their way ('15,00 US$').
 */
export function formatUsd(amount: number, locale = 'en'): string {
  return numberFormat(locale, USD).format(amount);
}

const amount = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Estimated tips worth showing: a positive amount on a tipped role (stale tips on an untipped role stay hidden). */
function tipsOf(job: PayFields): number | null {
  const tips = amount(job.estimated_tips_hourly);
  return job.is_tipped_role === true && tips !== null && tips > 0 ? tips : null;
}

/**
 * An hourly amount with the tips: '$15.00/hr + $8.00/hr tips' with a known amount, '$15.00/hr +
 * tips' for a tipped role without one, else '$15.00/hr'.
 */
function hourlyWithTips(pay: string, job: PayFields, t: Translate, locale: string): string {
  const tips = tipsOf(job);
  if (tips !== null) return t('{pay}/hr + {tips}/hr tips', { pay, tips: formatUsd(tips, locale) });
  return job.is_tipped_role ? t('{pay}/hr + tips', { pay }) : t('{pay}/hr', { pay });
}

/**
 * The pay line for a job (docs/product.md, "A job's page"), first match wins:
 * 1. salary_display as written;
 * 2. a rate range, '$15.00 - $18.00/hr', plus tips ('$15.00 - $18.00/hr + $8.00/hr tips');
 * 3. a minimum only: '$15.00/hr + tips' for a tipped role, '$15.00+/hr' otherwise, so an open
 *    top end is always visible;
 * 4. base pay, '$15.00/hr', plus tips when tipped;
 * 5. the fallback ('Competitive pay' in the list, 'Salary TBD' in the form preview).
 */
export function salaryDisplay(
  job: PayFields,
  fallback: string = SALARY_FALLBACK_LIST,
  t: Translate = inEnglish,
  locale = 'en',
): string {
  // The employer's own words go as they wrote them.
  const written = job.salary_display?.trim();
  if (written) return written;

  const min = amount(job.hourly_rate_min);
  const max = amount(job.hourly_rate_max);
  if (min !== null && max !== null) {
    const low = Math.min(min, max);
    const high = Math.max(min, max);
    const range =
      low === high ? formatUsd(low, locale) : `${formatUsd(low, locale)} - ${formatUsd(high, locale)}`;
    return hourlyWithTips(range, job, t, locale);
  }
  if (min !== null) {
    const pay = formatUsd(min, locale);
    return tipsOf(job) !== null || job.is_tipped_role
      ? hourlyWithTips(pay, job, t, locale)
      : t('{pay}+/hr', { pay });
  }

  const base = amount(job.base_hourly_pay);
  if (base !== null) return hourlyWithTips(formatUsd(base, locale), job, t, locale);

  return t(fallback);
}

/**
 * The pay line in the job form's preview: the same rules without salary_display (the form has
 * no such field), falling back to 'Salary TBD' until pay is entered.
 */
export function formPayDisplay(
  form: Omit<PayFields, 'salary_display'>,
  t: Translate = inEnglish,
  locale = 'en',
): string {
  return salaryDisplay({ ...form, salary_display: null }, SALARY_FALLBACK_PREVIEW, t, locale);
}

/** Hourly pay a worker can expect: base plus estimated tips for a tipped role; null without base pay. */
export function totalHourly(job: PayFields): number | null {
  const base = amount(job.base_hourly_pay);
  if (base === null) return null;
  const tips = job.is_tipped_role ? (amount(job.estimated_tips_hourly) ?? 0) : 0;
  return roundCents(base + tips);
}

/** Money to the cent, so 15.1 + 8.2 is 23.3 and not 23.299999999999997. */
export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

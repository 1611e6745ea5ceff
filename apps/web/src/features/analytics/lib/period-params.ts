import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ANALYTICS_PRESET_DAYS, lastDays, type Period, ZAnalyticsQuery } from '@perks/contract';

/** What `?period=` may say: a preset's days, or 'custom' with `from` and `to`. */
export type PeriodChoice = `${(typeof ANALYTICS_PRESET_DAYS)[number]}` | 'custom';

const DEFAULT_CHOICE: PeriodChoice = '30';

export interface PeriodFromParams {
  choice: PeriodChoice;
  /** The period to show; null while a custom one is not valid. */
  period: Period | null;
  /** A custom period's refusals by field, in the contract's words. */
  errors: Partial<Record<'from' | 'to', string>>;
}

const PRESETS = ANALYTICS_PRESET_DAYS.map(String);

/**
 * The page's period from its URL (`?period=7|30|90`, or `?period=custom&from=YYYY-MM-DD&to=…`),
 * checked by the API's own rules. Anything unknown falls back to the last 30 days.
 */
export function periodFromParams(params: URLSearchParams, today: string): PeriodFromParams {
  const raw = params.get('period') ?? DEFAULT_CHOICE;
  if (raw === 'custom') {
    const parsed = ZAnalyticsQuery.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
    if (parsed.success) return { choice: 'custom', period: parsed.data, errors: {} };
    const errors: PeriodFromParams['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
    }
    return { choice: 'custom', period: null, errors };
  }
  const choice = (PRESETS.includes(raw) ? raw : DEFAULT_CHOICE) as PeriodChoice;
  return { choice, period: lastDays(Number(choice), today), errors: {} };
}

/** 'Mar 1, 2026 to Mar 7, 2026' for captions and the period line, in the reader's language. */
export function periodLabel({ from, to }: Period, i18n: I18n): string {
  const format = (day: string) =>
    i18n.date(new Date(`${day}T12:00:00Z`), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const start = format(from);
  const end = format(to);
  return i18n._(msg`${start} to ${end}`);
}

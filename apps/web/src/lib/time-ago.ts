import { useLingui } from '@lingui/react';
import { formatDistanceToNow } from 'date-fns';
import { useCallback } from 'react';

/** Largest unit first: how many seconds one of it lasts. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '5 minutes ago', 'hace 5 minutos', 'il y a 5 minutes': Intl's words for the reader's language. */
function relativeTime(date: Date, locale: string, now = Date.now()): string {
  const seconds = (date.getTime() - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds), 'second');
}

/**
 * An API timestamp relative to now: '5 minutes ago', '3 days ago'. English keeps date-fns's
 * wording; other languages get the browser's own (Intl.RelativeTimeFormat). The locale has no
 * default, and screens use `useTimeAgo`, so no screen can leave it out and show English.
 */
function timeAgo(iso: string, locale: string): string {
  const date = new Date(iso);
  if (locale === 'en' || locale.startsWith('en-')) return formatDistanceToNow(date, { addSuffix: true });
  return relativeTime(date, locale);
}

/** `timeAgo` in the reader's language. */
export function useTimeAgo(): (iso: string) => string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((iso: string) => timeAgo(iso, locale), [locale]);
}

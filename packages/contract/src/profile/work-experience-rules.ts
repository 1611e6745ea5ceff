import { inEnglish, type Translate } from '../i18n/translate.ts';
import { monthsBetween, todayCalendarDate } from './calendar-date.ts';

/** The fields the rules below read of an entry. */
export interface ExperiencePeriod {
  start_date: string;
  end_date: string | null;
  is_current: boolean;
}

export interface WorkExperienceStats {
  totalJobs: number;
  /** Years worked, one decimal; overlapping jobs count once. */
  yearsExperience: number;
  currentPosition: string | null;
  mostRecentCompany: string | null;
}

/** When an entry ends for counting: a current job (or one without an end) runs until today. */
function periodEnd(entry: ExperiencePeriod, today: string): string {
  return entry.is_current || !entry.end_date ? today : entry.end_date;
}

/** "< 1 month", "5 months", "2 years", "1 year 3 months" (docs/product.md, "Profiles and work experience"). */
export function durationLabel(
  entry: ExperiencePeriod,
  today: string = todayCalendarDate(),
  t: Translate = inEnglish,
): string {
  const months = monthsBetween(entry.start_date, periodEnd(entry, today));
  if (months < 1) return t('< 1 month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const monthText = rest === 1 ? t('{count} month', { count: rest }) : t('{count} months', { count: rest });
  const yearText = years === 1 ? t('{count} year', { count: years }) : t('{count} years', { count: years });
  if (years === 0) return monthText;
  return rest === 0 ? yearText : `${yearText} ${monthText}`;
}

/** Months covered by any of the entries: overlapping jobs (two part-time jobs at once) count once. */
function monthsWorked(entries: readonly ExperiencePeriod[], today: string): number {
  const spans = entries
    .map((entry) => ({ start: entry.start_date, end: periodEnd(entry, today) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  let total = 0;
  let open: { start: string; end: string } | null = null;
  for (const span of spans) {
    if (open && span.start <= open.end) {
      if (span.end > open.end) open.end = span.end;
      continue;
    }
    if (open) total += monthsBetween(open.start, open.end);
    open = { ...span };
  }
  if (open) total += monthsBetween(open.start, open.end);
  return total;
}

/** Newest first: current jobs, then by start date, then by end date. The timeline's order too. */
export function compareNewestFirst(a: ExperiencePeriod, b: ExperiencePeriod): number {
  if (a.is_current !== b.is_current) return a.is_current ? -1 : 1;
  if (a.start_date !== b.start_date) return a.start_date < b.start_date ? 1 : -1;
  return (b.end_date ?? '').localeCompare(a.end_date ?? '');
}

/** The stats strip: how many jobs, years worked, the current position and the latest company. */
export function workExperienceStats<
  T extends ExperiencePeriod & { position_title: string; company_name: string },
>(entries: readonly T[], today: string = todayCalendarDate()): WorkExperienceStats {
  const newest = [...entries].sort(compareNewestFirst);
  const current = newest.find((entry) => entry.is_current);
  return {
    totalJobs: entries.length,
    yearsExperience: Math.round((monthsWorked(entries, today) / 12) * 10) / 10,
    currentPosition: current?.position_title ?? null,
    mostRecentCompany: newest[0]?.company_name ?? null,
  };
}

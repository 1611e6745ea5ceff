import { z } from 'zod';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { DAY_LABELS, DAYS, type Day } from '../jobs/enums.ts';
import { formatTime12h, minutesOfDay, TIME_OF_DAY_PATTERN } from '../jobs/time-of-day.ts';

/**
 * A business's opening hours (issue 34, decision 068): one entry a day, Monday first, each either
 * open from one time to another (24-hour 'HH:MM', Portland time) or closed. A closing time at or
 * before the opening time runs past midnight (a bar open 16:00 to 01:00). A day left with neither
 * time is closed, as a printed timetable reads a blank day: not an error to send back. No hours at
 * all is null: the page then shows nothing rather than guessing.
 */
// The week as the job schedule names it (Monday first), so hours and shifts share one list.

/** Opening hours are Portland's wall-clock times, whatever the viewer's or server's zone. */
export const PORTLAND_TIME_ZONE = 'America/New_York';

export const OPENING_HOURS_MESSAGES = {
  open: (day: Day, t: Translate = inEnglish) =>
    t('{day}: opening time must be a time like 09:00', { day: t(DAY_LABELS[day]) }),
  close: (day: Day, t: Translate = inEnglish) =>
    t('{day}: closing time must be a time like 22:00', { day: t(DAY_LABELS[day]) }),
  same: (day: Day, t: Translate = inEnglish) =>
    t('{day}: opening and closing times must differ', { day: t(DAY_LABELS[day]) }),
  week: 'Opening hours need all seven days, each open with times or closed',
} as const;

/** Marked closed, or given neither time. */
const closedDay = (value: { closed: boolean; open?: string | null; close?: string | null }) =>
  value.closed || (!value.open?.trim() && !value.close?.trim());

const dayHours = (day: Day) =>
  z
    .strictObject(
      {
        closed: z.boolean({ error: OPENING_HOURS_MESSAGES.week }),
        open: z.string({ error: OPENING_HOURS_MESSAGES.open(day) }).nullish(),
        close: z.string({ error: OPENING_HOURS_MESSAGES.close(day) }).nullish(),
      },
      { error: OPENING_HOURS_MESSAGES.week },
    )
    .superRefine((value, ctx) => {
      if (closedDay(value)) return;
      const open = value.open ?? '';
      const close = value.close ?? '';
      if (!TIME_OF_DAY_PATTERN.test(open))
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.open(day), path: ['open'] });
      if (!TIME_OF_DAY_PATTERN.test(close))
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.close(day), path: ['close'] });
      else if (open === close)
        ctx.addIssue({ code: 'custom', message: OPENING_HOURS_MESSAGES.same(day), path: ['close'] });
    })
    // A closed day keeps no times, so a stored week reads one way only.
    .transform((value) =>
      closedDay(value)
        ? { closed: true, open: null, close: null }
        : { closed: false, open: value.open ?? null, close: value.close ?? null },
    );

/** One day as stored and answered: closed (no times), or open from `open` to `close`. */
export interface TDayHours {
  closed: boolean;
  open: string | null;
  close: string | null;
}

export const ZOpeningHours = z.strictObject(
  Object.fromEntries(DAYS.map((day) => [day, dayHours(day)])) as Record<Day, ReturnType<typeof dayHours>>,
  { error: OPENING_HOURS_MESSAGES.week },
);
export type TOpeningHours = Record<Day, TDayHours>;

/** As answered by the API: the stored week, or null when the business has not said. */
export const ZOpeningHoursAnswer = z
  .object(
    Object.fromEntries(
      DAYS.map((day) => [
        day,
        z.object({ closed: z.boolean(), open: z.string().nullable(), close: z.string().nullable() }),
      ]),
    ) as unknown as Record<Day, z.ZodType<TDayHours>>,
  )
  .nullable();

const portlandClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTLAND_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Portland weekday and minute of the day of an instant. */
export function portlandWeekMinute(at: Date): { day: Day; minute: number } {
  const parts = Object.fromEntries(portlandClock.formatToParts(at).map((part) => [part.type, part.value]));
  const day = String(parts.weekday).toLowerCase() as Day;
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

// Stored times are checked 'HH:MM'; an unreadable one reads as midnight rather than failing the page.
const minutesOf = (time: string) => minutesOfDay(time) ?? 0;

/**
 * Open now, closed now, or null when the hours are not known, in Portland time. Yesterday's hours
 * count too when they ran past midnight.
 */
export function openNow(hours: TOpeningHours | null, at: Date): 'open' | 'closed' | null {
  if (!hours) return null;
  const { day, minute } = portlandWeekMinute(at);
  const today = hours[day];
  const yesterday = hours[DAYS[(DAYS.indexOf(day) + 6) % 7]!];
  if (!today.closed && today.open && today.close) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (close > open ? minute >= open && minute < close : minute >= open) return 'open';
  }
  if (!yesterday.closed && yesterday.open && yesterday.close) {
    const close = minutesOf(yesterday.close);
    if (close <= minutesOf(yesterday.open) && minute < close) return 'open';
  }
  return 'closed';
}

/** One row of the hours table: 'Closed' or '9:00 AM – 10:00 PM'. */
export function formatDayHours(hours: TDayHours, t: Translate = inEnglish, locale = 'en'): string {
  if (hours.closed || !hours.open || !hours.close) return t('Closed');
  return `${formatTime12h(hours.open, locale)} – ${formatTime12h(hours.close, locale)}`;
}

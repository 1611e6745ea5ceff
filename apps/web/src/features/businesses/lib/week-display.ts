import type { I18n } from '@lingui/core';
import { DAYS, type Day } from '@perks/contract';

// 1 January 2024 was a Monday: the days of that week, read in UTC, name each weekday.
const dayOfReferenceWeek = (day: Day) => new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day)));

/** A weekday's name in the reader's language, capitalised as a label: 'Monday', 'Lunes', 'Lundi'. */
export function weekdayName(i18n: I18n, day: Day): string {
  const name = i18n.date(dayOfReferenceWeek(day), { weekday: 'long', timeZone: 'UTC' });
  return name.charAt(0).toLocaleUpperCase(i18n.locale) + name.slice(1);
}

/** A stored 'HH:MM' time as the reader's language writes it: '4:00 PM', '16:00'. */
export function clockTime(i18n: I18n, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return i18n.date(new Date(Date.UTC(2024, 0, 1, hours, minutes)), { timeStyle: 'short', timeZone: 'UTC' });
}

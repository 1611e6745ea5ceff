import { useLingui } from '@lingui/react';
import { minutesOfDay } from '@perks/contract';

/**
 * A shift's 'HH:MM' as the reader's language writes times: '6:00 PM' in English, '18:00' in
 * French, Spanish and Portuguese. An unreadable time shows as it is.
 */
export function useShiftTime(): (time: string) => string {
  const { i18n } = useLingui();
  return (time) => {
    const minutes = minutesOfDay(time);
    if (minutes === null) return time;
    const date = new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);
    // Newer Intl data puts a narrow no-break space before AM/PM; a plain one reads the same.
    return i18n.date(date, { hour: 'numeric', minute: '2-digit' }).replace(/\u202f/g, ' ');
  };
}

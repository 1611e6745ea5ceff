import { QUIET_HOURS } from '@perks/contract';

/** Whether texts wait at `at`: from 21:00 to 08:00 in Portland they are held until the morning. */
export function inQuietHours(at: Date): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: QUIET_HOURS.timeZone,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at),
  );
  return hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
}

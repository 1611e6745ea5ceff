// Demo dates are relative to "now" so the data looks fresh whenever it is seeded.

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

export function daysAgo(now: Date, days: number): Date {
  return daysFrom(now, -days);
}

/** A calendar date ("YYYY-MM-DD") the given number of months before now, on the 1st or 15th. */
export function monthsAgoDate(now: Date, months: number, day: 1 | 15 = 1): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
  return date.toISOString().slice(0, 10);
}

import { MIN_SHIFTS_PER_WEEK } from './constants.ts';
import { type PayFields, roundCents, totalHourly } from './pay.ts';
import { normaliseSchedule, scheduleHours } from './schedule.ts';
import { shiftHours } from './time-of-day.ts';

export interface EarningsInput extends PayFields {
  /** Raw schedule_data in any stored shape (see normaliseSchedule). */
  schedule_data?: unknown;
  minimum_shifts_per_week?: number | null;
}

export interface EarningsExample {
  /** Hourly rate used: base plus estimated tips for a tipped role. */
  rate: number;
  hoursPerShift: number;
  shiftsPerWeek: number;
  weekly: number;
  biweekly: number;
  /** Working every listed shift; present only when it pays more than the minimum example. */
  fullSchedule?: { hours: number; weekly: number; biweekly: number };
}

/**
 * The job page's earnings example (docs/product.md, "A job's page"): rate × hours per shift ×
 * minimum shifts per week, and double that for two weeks. Hours per shift come from the shortest
 * listed shift, so the example is what the minimum commitment is sure to pay and never overstates
 * it. Returns null when there is no base pay or no readable shift to count.
 */
export function earningsExample(job: EarningsInput): EarningsExample | null {
  const rate = totalHourly(job);
  if (rate === null) return null;

  const shifts = normaliseSchedule(job.schedule_data);
  const lengths = shifts.map((s) => shiftHours(s.startTime, s.endTime)).filter((hours) => hours > 0);
  if (lengths.length === 0) return null;

  const hoursPerShift = Math.min(...lengths);
  const shiftsPerWeek = clampShifts(job.minimum_shifts_per_week);
  const weekly = roundCents(rate * hoursPerShift * shiftsPerWeek);
  const example: EarningsExample = {
    rate,
    hoursPerShift,
    shiftsPerWeek,
    weekly,
    biweekly: roundCents(2 * weekly),
  };

  const hours = scheduleHours(shifts);
  const fullWeekly = roundCents(rate * hours);
  if (fullWeekly > weekly)
    example.fullSchedule = { hours, weekly: fullWeekly, biweekly: roundCents(2 * fullWeekly) };
  return example;
}

// A missing or out-of-range minimum still yields a sensible example rather than $0 or 40 shifts.
function clampShifts(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MIN_SHIFTS_PER_WEEK.min;
  return Math.min(MIN_SHIFTS_PER_WEEK.max, Math.max(MIN_SHIFTS_PER_WEEK.min, Math.floor(value)));
}

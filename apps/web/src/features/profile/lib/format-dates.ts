import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

/** 'Mar 2021' for a calendar date or timestamp. */
const monthYear = (value: string) => format(parseISO(value), 'MMM yyyy');

/** 'Member since March 2024'. */
export const memberSince = (createdAt: string) => `Member since ${format(parseISO(createdAt), 'MMMM yyyy')}`;

/** 'Mar 2021 - Present' or 'Mar 2021 - Feb 2023'. */
export function dateRange(entry: {
  start_date: string;
  end_date: string | null;
  is_current: boolean;
}): string {
  const end = entry.is_current || !entry.end_date ? 'Present' : monthYear(entry.end_date);
  return `${monthYear(entry.start_date)} - ${end}`;
}

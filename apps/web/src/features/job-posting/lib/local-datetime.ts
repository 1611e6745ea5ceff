import { format } from 'date-fns/format';

/**
 * `<input type="datetime-local">` speaks the reader's local wall-clock time without a zone
 * ('2026-03-10T18:30'); the API speaks ISO instants. These convert between the two.
 */
export function toLocalInput(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

/** The instant a local input names, or null when it is empty or unreadable. */
export function fromLocalInput(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value); // a zone-less date-time is read as local time
  return Number.isNaN(date.getTime()) ? null : date;
}

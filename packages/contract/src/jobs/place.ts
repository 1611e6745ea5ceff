/**
 * Distance search (docs/product.md, "Distance"): a place, as a US ZIP code or a position (the
 * device's, sent with the request and never stored), and a radius in miles. The rules here are
 * shared by the schema (place.schema.ts) and the web's readers, which apply them without zod; the
 * coordinates' words are the business pin's (businesses/coordinates.ts).
 */

/** The radii a search may ask for, in miles (the distance menu's choices). */
export const RADIUS_MILES = [1, 5, 10, 25] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];
/** The radius of a search that names a place and no radius. */
export const DEFAULT_RADIUS_MILES: RadiusMiles = 10;
export const METERS_PER_MILE = 1609.344;

export const ZIP_INVALID = 'ZIP code must be 5 digits';
export const ZIP_NOT_FOUND = 'We could not find that ZIP code';
export const ZIP_OR_POSITION_INVALID = 'Search near a ZIP code or a position, not both';
export const RADIUS_INVALID = 'Radius must be 1, 5, 10 or 25 miles';
export const RADIUS_PLACE_MISSING = 'A radius needs a ZIP code or a position to measure from';

/** Five digits, nothing else: also the ZIP box's `pattern`, so a browser without scripts checks it the same way. */
export const ZIP_PATTERN = String.raw`\d{5}`;
const ZIP_TEXT = new RegExp(`^${ZIP_PATTERN}$`);
// A coordinate as query text: a plain decimal, no exponent, sign only in front.
const COORDINATE_TEXT = /^-?\d{1,3}(\.\d{1,12})?$/;

/** A ZIP code as sent, or null when it is not five digits. */
export function readZip(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return ZIP_TEXT.test(text) ? text : null;
}

/** A coordinate from query text or a JSON number within ±`limit` degrees; null for anything else. */
export function readCoordinate(value: unknown, limit: 90 | 180): number | null {
  let degrees: number;
  if (typeof value === 'number') degrees = value;
  else if (typeof value === 'string' && COORDINATE_TEXT.test(value.trim())) degrees = Number(value.trim());
  else return null;
  return Number.isFinite(degrees) && Math.abs(degrees) <= limit ? degrees : null;
}

/** A radius from query text or a JSON number: one of RADIUS_MILES, else null. */
export function readRadius(value: unknown): RadiusMiles | null {
  const miles = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : value;
  return (RADIUS_MILES as readonly unknown[]).includes(miles) ? (miles as RadiusMiles) : null;
}

/** A distance as the API answers it: miles to one decimal ("2.3 mi" on a card). */
export function milesFromMeters(meters: number): number {
  return Math.round((meters / METERS_PER_MILE) * 10) / 10;
}

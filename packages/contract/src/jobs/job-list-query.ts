import { readCertificateFilter } from '../profile/certificate-kinds.ts';
import { readPage, readPageSize } from '../shared/pagination.ts';
import { UUID_PATTERN } from '../shared/patterns.ts';
import { SEARCH_MIN_LENGTH } from './constants.ts';
import { EMPLOYMENT_TYPES, ROLE_TYPES } from './enums.ts';
import type { TJobListFilters, TJobListQuery } from './job-list-query.schema.ts';
import { readCoordinate, readRadius, readZip } from './place.ts';
import { JOB_SORT_FIELDS, SORT_ORDERS } from './sort.ts';
import { readWorkLanguages } from './work-languages.ts';

export const TITLE_SEARCH_TOO_SHORT = 'Search requires at least 2 characters';
export const TITLE_SEARCH_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 200;
/** The highest pay floor a search may ask for, in dollars an hour: far above any posted pay. */
export const MIN_PAY_MAX = 100;
export const MIN_PAY_INVALID = `Minimum pay must be an amount in dollars per hour from 0 to ${MIN_PAY_MAX}, to the cent`;

/**
 * A pay floor as typed: digits with at most two decimals (no sign, exponent, 'Infinity' or '$').
 * Also the filter box's `pattern`, so a browser without scripts checks it the same way.
 */
export const MIN_PAY_PATTERN = String.raw`\d{1,6}(\.\d{1,2})?`;
const DOLLARS_TEXT = new RegExp(`^${MIN_PAY_PATTERN}$`);

/**
 * A pay floor (`min_pay`, dollars per hour) from a box, a URL or a JSON body: the amount; undefined
 * for none (absent, blank or 0, which every job meets); null for anything else (text, negative,
 * NaN, over MIN_PAY_MAX, below a cent). The schema answers null with MIN_PAY_INVALID, the web drops it.
 */
export function readMinPay(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    if (!DOLLARS_TEXT.test(text)) return null;
    amount = Number(text);
  } else return null;
  if (!Number.isFinite(amount) || amount < 0 || amount > MIN_PAY_MAX) return null;
  if (Math.round(amount * 100) / 100 !== amount) return null;
  return amount === 0 ? undefined : amount;
}

type FilterKey = keyof TJobListQuery;

/**
 * Loose filter state as a screen holds it: '' for an empty box, 'all' for "any", nulls, and any
 * number a body may carry (an alert's radius as sent): the readers below keep only what is valid.
 */
export type JobFilterInput = {
  [K in FilterKey]?: TJobListFilters[K] | string | number | readonly string[] | null;
};

type Reader<T> = (value: unknown) => T | undefined;

const oneOf =
  <T extends string>(values: readonly T[]): Reader<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

const trimmedText =
  (min: number, max: number): Reader<string> =>
  (value) => {
    if (typeof value !== 'string') return undefined;
    const text = value.trim();
    return text.length >= min && text.length <= max ? text : undefined;
  };

/**
 * Each field of ZJobListQuery (job-list-query.schema.ts) read the way the schema reads it, from
 * the same lists and limits, without zod: the job board is a public screen and stays light.
 * Typed against the schema, so a new query field fails to compile until it has a reader here.
 * The order is the schema's, so the request's query string is too.
 */
const READERS: { [K in FilterKey]-?: Reader<NonNullable<TJobListQuery[K]>> } = {
  title_search: trimmedText(SEARCH_MIN_LENGTH, TITLE_SEARCH_MAX_LENGTH),
  employment_type: oneOf(EMPLOYMENT_TYPES),
  // Only the two literal words count as text, as on the server.
  is_tipped_role: (value) =>
    typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined,
  role_type: oneOf(ROLE_TYPES),
  location: trimmedText(1, LOCATION_MAX_LENGTH),
  min_pay: (value) => readMinPay(value) ?? undefined,
  languages: (value) => readWorkLanguages(value) ?? undefined,
  certificates: (value) => readCertificateFilter(value) ?? undefined,
  business_id: (value) => (typeof value === 'string' && UUID_PATTERN.test(value) ? value : undefined),
  zip: (value) => readZip(value) ?? undefined,
  lat: (value) => readCoordinate(value, 90) ?? undefined,
  lng: (value) => readCoordinate(value, 180) ?? undefined,
  radius: (value) => readRadius(value) ?? undefined,
  sort_by: oneOf(JOB_SORT_FIELDS),
  sort_order: oneOf(SORT_ORDERS),
  page: readPage,
  limit: readPageSize,
};

/**
 * The web's side of the list query: drops empty, null and 'all' values, a title search under two
 * characters and anything else the server would refuse, so a half-typed filter never turns the
 * list into an error. `is_tipped_role: false` is kept (it means untipped only); a toggle that is
 * off should pass undefined.
 */
export function cleanJobFilters(filters: JobFilterInput): TJobListFilters {
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(READERS) as FilterKey[]) {
    const value = filters[key];
    if (value === undefined || value === null || value === 'all') continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    const read = READERS[key](value);
    if (read !== undefined) clean[key] = read;
  }
  // The place's combinations, as the schema's placeRules (place.schema.ts) refuse them: half a
  // position, a position beside a ZIP code (the typed ZIP wins) and a radius without a place.
  if (clean.lat === undefined || clean.lng === undefined || clean.zip !== undefined) {
    delete clean.lat;
    delete clean.lng;
  }
  if (clean.zip === undefined && clean.lat === undefined) delete clean.radius;
  return clean as TJobListFilters;
}

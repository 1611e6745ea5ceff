/**
 * Languages a job post may say are spoken at work ('Languages spoken at work'), as ISO 639-1
 * codes. A curated list, not every language: these are the ones Portland, Maine's kitchens and
 * dining rooms actually run on, so a worker can find a team that speaks theirs:
 * - en, es, fr, pt: English, and the big languages of the city's newer arrivals (Central and
 *   South America; French-speaking Central and West Africa; Angola and Brazil);
 * - ar, so, sw, ln, rw, rn, am, ti: Iraqi, Sudanese and Syrian families; the Somali community;
 *   East and Central Africa (Congo, Rwanda, Burundi); Ethiopia and Eritrea;
 * - ht: Haitian Creole; vi, km, zh: the long-settled Vietnamese, Cambodian and Chinese communities;
 * - ne: Nepali-speaking Bhutanese families; fa, ps: Dari (a form of Persian) and Pashto from
 *   Afghanistan; uk, ru: people from Ukraine.
 * Names are never stored or sent: each screen shows a code's name in the reader's own language
 * (Intl.DisplayNames). Adding a code is a contract change only (the column is plain text[]).
 */
export const WORK_LANGUAGES = [
  'en',
  'es',
  'fr',
  'pt',
  'ar',
  'so',
  'sw',
  'ln',
  'rw',
  'rn',
  'am',
  'ti',
  'ht',
  'vi',
  'km',
  'zh',
  'ne',
  'fa',
  'ps',
  'uk',
  'ru',
] as const;
export type WorkLanguage = (typeof WORK_LANGUAGES)[number];

/** The most languages one job post lists, and one search asks for. */
export const WORK_LANGUAGES_MAX = 10;

export const WORK_LANGUAGE_UNKNOWN = `languages must be codes from this list: ${WORK_LANGUAGES.join(', ')}`;
export const WORK_LANGUAGES_TOO_MANY = `Choose at most ${WORK_LANGUAGES_MAX} languages`;
export const WORK_LANGUAGES_INVALID = 'languages must be a list of language codes';

export const isWorkLanguage = (value: unknown): value is WorkLanguage =>
  (WORK_LANGUAGES as readonly unknown[]).includes(value);

/** The codes once each, in the list's order: one set of languages has one form (and one URL). */
export const inListOrder = (codes: readonly string[]): WorkLanguage[] =>
  WORK_LANGUAGES.filter((code) => codes.includes(code));

/**
 * The `languages` filter of GET /jobs (and an alert's filters) as sent: comma-separated codes
 * ('es,fr'), the same repeated (`languages=es&languages=fr`, what a form without scripts sends)
 * or a JSON list. The codes once each in the list's order, undefined for none (absent or blank),
 * null for anything else (an unknown code, more than WORK_LANGUAGES_MAX, a value not text).
 * The schema answers null with a 400 naming `languages`; the web drops it.
 */
export function readWorkLanguages(value: unknown): WorkLanguage[] | null | undefined {
  if (value === undefined) return undefined;
  const parts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!parts?.every((part) => typeof part === 'string')) return null;
  const codes = (parts as string[])
    .flatMap((part) => part.split(','))
    .map((code) => code.trim())
    .filter(Boolean);
  if (codes.length === 0) return undefined;
  if (codes.length > WORK_LANGUAGES_MAX * 2 || !codes.every(isWorkLanguage)) return null;
  const unique = inListOrder(codes);
  return unique.length > WORK_LANGUAGES_MAX ? null : unique;
}

/** Why readWorkLanguages refused a value, for the 400's message. */
export function workLanguagesProblem(value: unknown): string {
  if (typeof value !== 'string' && !(Array.isArray(value) && value.every((part) => typeof part === 'string')))
    return WORK_LANGUAGES_INVALID;
  const codes = (Array.isArray(value) ? value : [value]).flatMap((part: string) => part.split(','));
  return codes.every((code) => isWorkLanguage(code.trim()) || code.trim() === '')
    ? WORK_LANGUAGES_TOO_MANY
    : WORK_LANGUAGE_UNKNOWN;
}

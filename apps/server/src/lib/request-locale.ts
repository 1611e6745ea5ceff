import {
  acceptedLanguages,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  matchLocale,
  type Translate,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyRequest } from 'fastify';

function queryLanguage(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object' && LOCALE_PARAM in query) {
    const value = query[LOCALE_PARAM];
    return typeof value === 'string' ? value : undefined;
  }
  // Before the query is parsed (a router error), read it off the URL.
  const search = request.url.split('?')[1];
  return search ? (new URLSearchParams(search.slice(0, 2048)).get(LOCALE_PARAM) ?? undefined) : undefined;
}

/** The `lang` cookie, read off the header: only the sign-in routes parse cookies. */
function cookieLanguage(request: FastifyRequest): string | undefined {
  const parsed = (request as { cookies?: Record<string, string | undefined> }).cookies?.[LOCALE_COOKIE];
  if (parsed !== undefined) return parsed;
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.slice(0, 4096).split(';')) {
    const [name, value] = pair.split('=');
    if (name?.trim() === LOCALE_COOKIE) return value?.trim();
  }
  return undefined;
}

/**
 * The language the visitor picked for this request: the `?lang=` query, then the `lang` cookie
 * (their choice in the browser); null when neither names a language the app speaks.
 */
export function chosenRequestLocale(request: FastifyRequest): Locale | null {
  return matchLocale([queryLanguage(request) ?? '']) ?? matchLocale([cookieLanguage(request) ?? '']);
}

/** The browser's preference (Accept-Language), else English. */
export function acceptedRequestLocale(request: FastifyRequest): Locale {
  return matchLocale(acceptedLanguages(request.headers['accept-language'])) ?? 'en';
}

/**
 * The language to answer `request` in: the `?lang=` query, then the `lang` cookie, then
 * Accept-Language, else English. Unknown codes are skipped, never an error.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return chosenRequestLocale(request) ?? acceptedRequestLocale(request);
}

/** A translator into the request's language. */
export function requestTranslator(request: FastifyRequest): Translate {
  return translatorForLocale(requestLocale(request));
}

/** A language the link names (`?lang=es`), which a rendered page then keeps in the cookie. */
export function linkLocale(request: FastifyRequest): Locale | null {
  return matchLocale([queryLanguage(request) ?? '']);
}

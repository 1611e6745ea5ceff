import {
  acceptedLanguages,
  isSupportedLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  matchLocale,
  SOURCE_LOCALE,
} from '@perks/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer in (docs/decisions/071-languages.md): a link's `?lang=`, then the
 * visitor's saved choice (the `lang` cookie), then the browser's Accept-Language, else English.
 * The web app chooses in the same order (apps/web/src/lib/i18n/choose-locale.ts).
 */
export function requestLocale(request: FastifyRequest): Locale {
  const fromLink = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  if (isSupportedLocale(fromLink)) return fromLink;
  // Cookies are parsed only under the sign-in routes (modules/auth), so the one this needs is read here.
  const saved = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  if (isSupportedLocale(saved)) return saved;
  return matchLocale(acceptedLanguages(request.headers['accept-language'])) ?? SOURCE_LOCALE;
}

/** Whether the request names its language in the link (`?lang=es`), which the cookie then keeps. */
export function linkLocale(request: FastifyRequest): Locale | null {
  const fromLink = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  return isSupportedLocale(fromLink) ? fromLink : null;
}

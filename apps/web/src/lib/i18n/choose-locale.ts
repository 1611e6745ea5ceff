import {
  isSupportedLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  type Locale,
  matchLocale,
  SOURCE_LOCALE,
} from '@perks/contract';

function readCookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * The language to open in, in the server's order (apps/server/src/lib/request-locale.ts): a
 * link's ?lang=, then the visitor's saved choice (cookie), then the browser's languages. A page
 * the server rendered keeps the language it was rendered in, so hydration matches.
 */
export function chooseLocale(serverRendered: boolean): Locale {
  const rendered = document.documentElement.lang;
  if (serverRendered && isSupportedLocale(rendered)) return rendered;
  const fromLink = new URLSearchParams(window.location.search).get(LOCALE_PARAM);
  if (isSupportedLocale(fromLink)) return fromLink;
  const saved = readCookie(LOCALE_COOKIE);
  if (isSupportedLocale(saved)) return saved;
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchLocale(browser) ?? SOURCE_LOCALE;
}

/** Remembers the choice for a year, for the pages the server renders as well. */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

import { LOCALE_PARAM, type Locale, localeDirection } from '@perks/contract';
import { activateLocale } from './catalogs';
import { rememberLocale } from './choose-locale';

/** Marks the document with its language and writing direction (screen readers, fonts, RTL). */
export function markDocumentLanguage(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

/**
 * Switches the app to `locale` where the reader is: its words load, the choice is remembered for
 * the next visit and the pages the server renders, and a ?lang= in the address (which would
 * otherwise win on reload) is dropped.
 */
export async function changeLanguage(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
  markDocumentLanguage(locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_PARAM)) {
    url.searchParams.delete(LOCALE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
}

/**
 * The languages the app speaks (docs/decisions/071-languages.md). Each code has a catalog per
 * locale beside the web app (apps/web/src/locales/{public,member}/{code}.po) and the server's
 * messages (packages/contract/src/i18n/messages/{code}.json); a test checks this list against
 * those files, so adding a language is its translation files and its code here.
 */
export const SUPPORTED_LOCALES = ['en', 'es', 'fr', 'pt'] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** English is the source language: every message is written in it first. */
export const SOURCE_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's language, read by the server for the pages it renders. */
export const LOCALE_COOKIE = 'lang';

/** The query parameter that names a page's language in links for search engines (hreflang). */
export const LOCALE_PARAM = 'lang';

/** Languages written right to left; the page gets dir="rtl" when one is chosen. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb']);

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * The first supported language among `wanted` (most wanted first), matched on the primary
 * subtag, so 'pt-BR' and 'pt-AO' both get Portuguese; null when none is supported.
 */
export function matchLocale(wanted: readonly string[]): Locale | null {
  for (const tag of wanted) {
    const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return null;
}

/** The languages of an Accept-Language header, most wanted first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

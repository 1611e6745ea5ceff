import { useLingui } from '@lingui/react';
import { WORK_LANGUAGES, type WorkLanguage } from '@perks/contract';
import { useMemo } from 'react';

export interface LanguageNames {
  /** A language's name in the reader's language ('espagnol' for 'es' to a French reader). */
  nameOf(code: string): string;
  /** The name as a label starts ('Espagnol'): checkbox labels stand alone, lists run in a sentence. */
  labelOf(code: string): string;
  /** Codes as the reader's language lists them ('anglais et espagnol'). */
  list(codes: readonly string[]): string;
  /** The contract's codes, sorted by their names in the reader's language. */
  sorted: readonly WorkLanguage[];
}

/**
 * Names the browsers' Intl data lacks and Node's has (Chromium names Kirundi only 'rn'): written
 * here so a page the server rendered and the browser that takes it over say the same thing.
 */
const NAMES_BROWSERS_LACK: Record<string, Record<string, string>> = {
  rn: { en: 'Kirundi', es: 'kirundi', fr: 'kirundi', pt: 'kirundi' },
};

/**
 * Language names in the reader's own language, from the browser's (or Node's) Intl data: job posts
 * store codes only ('Languages spoken at work'), so nothing is translated by hand or by machine.
 */
export function languageNames(locale: string): LanguageNames {
  locale ||= 'en';
  const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const nameOf = (code: string) => {
    const written = NAMES_BROWSERS_LACK[code];
    return written ? (written[locale] ?? written.en!) : (display.of(code) ?? code);
  };
  const labelOf = (code: string) => {
    const name = nameOf(code);
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  };
  const listFormat = new Intl.ListFormat([locale], { type: 'conjunction', style: 'long' });
  const collator = new Intl.Collator([locale]);
  return {
    nameOf,
    labelOf,
    list: (codes) => listFormat.format(codes.map(nameOf)),
    sorted: [...WORK_LANGUAGES].sort((a, b) => collator.compare(nameOf(a), nameOf(b))),
  };
}

/** languageNames for the active language. */
export function useLanguageNames(): LanguageNames {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => languageNames(locale), [locale]);
}

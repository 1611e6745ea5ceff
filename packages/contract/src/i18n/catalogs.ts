import type { Locale } from './locales.ts';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import pt from './messages/pt.json' with { type: 'json' };
import { inEnglish, type MessageCatalog, type Translate, translatorFor } from './translate.ts';

/**
 * Every language's catalog of the contract's and server's words, for code that writes in any
 * language at once (the server). Not exported from the package index: the browser loads only the
 * chosen language's file (apps/web/src/lib/i18n/catalogs.ts).
 */
export const MESSAGE_CATALOGS: Readonly<Record<Locale, MessageCatalog>> = { en, es, fr, pt };

const translators = new Map<Locale, Translate>();

/** A translator into `locale`; English keeps the source text. */
export function translatorForLocale(locale: Locale): Translate {
  if (locale === 'en') return inEnglish;
  let translate = translators.get(locale);
  if (!translate) {
    translate = translatorFor(MESSAGE_CATALOGS[locale]);
    translators.set(locale, translate);
  }
  return translate;
}

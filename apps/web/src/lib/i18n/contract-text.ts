import { useLingui } from '@lingui/react';
import { type Locale, type MessageCatalog, type Translate, translatorFor } from '@perks/contract';
import { useMemo } from 'react';

/**
 * The contract's words (labels, validation messages, pay lines, the server's messages) in the
 * reader's language. Catalogs are kept per language: in the browser only the chosen one is
 * loaded; the server renders pages in every language and keeps them all.
 */
const catalogs = new Map<string, MessageCatalog>();

export function setContractCatalog(locale: Locale, catalog: MessageCatalog) {
  catalogs.set(locale, catalog);
}

/** A translator for `locale`; English (or a language not loaded) keeps the source text. */
function contractText(locale: string): Translate {
  return translatorFor(catalogs.get(locale) ?? {});
}

/** The contract's words in the active language: `const tc = useContractText(); tc(JOB_TYPE_LABELS[type])`. */
export function useContractText(): Translate {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => contractText(locale), [locale]);
}

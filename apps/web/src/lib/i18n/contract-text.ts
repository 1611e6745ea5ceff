import { useLingui } from '@lingui/react';
import { type Locale, type MessageCatalog, type Translate, translatorFor } from '@perks/contract';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The contract's words (labels, validation messages, pay lines, the server's messages) in the
 * reader's language. Catalogs are kept per language: in the browser only the chosen one is
 * loaded; the server renders pages in every language and keeps them all.
 *
 * In the browser the catalog may arrive after the first render (decision 071's addendum): a
 * server-rendered page first gets the few words it shows, from the page itself, and a screen
 * shown before the full catalog arrives re-renders when it does. Text a catalog lacks stays in
 * its English source, so nothing ever shows blank.
 */
const catalogs = new Map<string, MessageCatalog>();
const listeners = new Set<() => void>();

export function setContractCatalog(locale: Locale, catalog: MessageCatalog) {
  catalogs.set(locale, catalog);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_WORDS: MessageCatalog = {};

/** The contract's words in the active language: `const tc = useContractText(); tc(JOB_TYPE_LABELS[type])`. */
export function useContractText(): Translate {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // A catalog that arrives (or replaces the page's own few words) renders the screen again.
  // English, or a language not loaded yet, keeps the source text.
  const current = () => catalogs.get(locale) ?? NO_WORDS;
  const catalog = useSyncExternalStore(subscribe, current, current);
  return useMemo(() => translatorFor(catalog), [catalog]);
}

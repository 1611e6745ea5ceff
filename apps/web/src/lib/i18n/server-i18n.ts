import { type I18n, i18n, type Messages } from '@lingui/core';
import { type Locale, type MessageCatalog, SUPPORTED_LOCALES } from '@perks/contract';
import { setContractCatalog } from './contract-text';

// The server renders public pages in every language, so it keeps all the words in memory.
const WEB = import.meta.glob<Messages>('../../locales/*/*.po', { import: 'messages', eager: true });
const CONTRACT = import.meta.glob<MessageCatalog>(
  '../../../../../packages/contract/src/i18n/messages/*.json',
  {
    import: 'default',
    eager: true,
  },
);

/** The files of `locale` among `files` (paths end in /<locale>.po or /<locale>.json). */
const inLocale = <T>(files: Record<string, T>, locale: Locale): T[] =>
  Object.entries(files)
    .filter(([path]) => /\/(\w+)\.(po|json)$/.exec(path)?.[1] === locale)
    .map(([, file]) => file);

for (const locale of SUPPORTED_LOCALES) {
  setContractCatalog(locale, inLocale(CONTRACT, locale)[0] ?? {});
  i18n.load(locale, Object.assign({}, ...inLocale(WEB, locale)));
}

/**
 * The words in `locale` for a page about to be rendered: the one shared instance, switched to it.
 * Rendering is synchronous, so no other page's language can cut in, and code that reads the
 * shared instance directly (a helper's `t`) writes in the page's language too.
 */
export function serverI18n(locale: Locale): I18n {
  i18n.activate(locale);
  return i18n;
}

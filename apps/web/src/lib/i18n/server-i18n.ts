import { type I18n, i18n, type Messages } from '@lingui/core';
import { type Locale, type MessageCatalog, SOURCE_LOCALE, SUPPORTED_LOCALES } from '@perks/contract';
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

/** The contract words looked up while a page renders, with their translations; null between renders. */
let recorded: Record<string, string> | null = null;

/**
 * `catalog`, noting every entry read from it while a page renders: its direct hits, the templates
 * finished text was matched to, and the words put back into them. Page renders are synchronous,
 * so nothing from another page's render can land in the note.
 */
function recording(catalog: MessageCatalog): MessageCatalog {
  return new Proxy(catalog, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (recorded && typeof key === 'string' && typeof value === 'string' && Object.hasOwn(target, key)) {
        recorded[key] = value;
      }
      return value;
    },
  });
}

for (const locale of SUPPORTED_LOCALES) {
  setContractCatalog(locale, recording(inLocale(CONTRACT, locale)[0] ?? {}));
  i18n.load(locale, Object.assign({}, ...inLocale(WEB, locale)));
}

/**
 * Renders a page and notes the contract's words it showed, for the page to carry to the browser:
 * the browser hydrates with these few instead of waiting for the whole catalog before its first
 * render (decision 071's addendum). English is the source text and needs none.
 */
export function withContractWords<T>(
  locale: Locale,
  render: () => T,
): { result: T; words: Record<string, string> } {
  // English pages note nothing: every render would otherwise fill a note only to drop it.
  const words: Record<string, string> = {};
  recorded = locale === SOURCE_LOCALE ? null : words;
  try {
    return { result: render(), words };
  } finally {
    recorded = null;
  }
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

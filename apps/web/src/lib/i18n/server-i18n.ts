import { type I18n, type Messages, setupI18n } from '@lingui/core';
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

const instances = new Map<Locale, I18n>();
for (const locale of SUPPORTED_LOCALES) {
  setContractCatalog(locale, inLocale(CONTRACT, locale)[0] ?? {});
  instances.set(
    locale,
    setupI18n({ locale, messages: { [locale]: Object.assign({}, ...inLocale(WEB, locale)) } }),
  );
}

/** The pages' words in `locale`, one shared instance per language (rendering is synchronous). */
export function serverI18n(locale: Locale): I18n {
  return instances.get(locale)!;
}

import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { type Locale, type MessageCatalog, SUPPORTED_LOCALES } from '@perks/contract';
import { setContractCatalog } from './contract-text';

// The server renders public pages in every language, so it keeps all their words in memory.
const PUBLIC = import.meta.glob<Messages>('../../locales/public/*.po', { import: 'messages', eager: true });
const CONTRACT = import.meta.glob<MessageCatalog>(
  '../../../../../packages/contract/src/i18n/messages/*.json',
  {
    import: 'default',
    eager: true,
  },
);

const byLocale = <T>(files: Record<string, T>, locale: Locale) =>
  Object.entries(files).find(([path]) => /\/(\w+)\.(po|json)$/.exec(path)?.[1] === locale)?.[1];

const instances = new Map<Locale, I18n>();
for (const locale of SUPPORTED_LOCALES) {
  setContractCatalog(locale, byLocale(CONTRACT, locale) ?? {});
  instances.set(locale, setupI18n({ locale, messages: { [locale]: byLocale(PUBLIC, locale) ?? {} } }));
}

/** The public pages' words in `locale`, one shared instance per language (rendering is synchronous). */
export function serverI18n(locale: Locale): I18n {
  return instances.get(locale)!;
}

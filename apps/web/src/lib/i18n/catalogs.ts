import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import { type Locale, type MessageCatalog, SOURCE_LOCALE } from '@perks/contract';
import type { CatalogGroup } from './catalog-groups';
import { setContractCatalog } from './contract-text';

const WEB_CATALOGS: Record<CatalogGroup, Record<string, () => Promise<Messages>>> = {
  public: import.meta.glob<Messages>('../../locales/public/*.po', { import: 'messages' }),
  member: import.meta.glob<Messages>('../../locales/member/*.po', { import: 'messages' }),
};

// The contract's and server's words (labels, validation messages, pay lines): English needs no
// file, since its text is the source.
const CONTRACT_CATALOGS = import.meta.glob<MessageCatalog>(
  '../../../../../packages/contract/src/i18n/messages/*.json',
  { import: 'default' },
);

const loaded = new Set<string>();
const wantedGroups = new Set<CatalogGroup>(['public']);
// The language being shown or switched to: screens that load while a switch is under way load
// their words in the new language.
let chosen: Locale = SOURCE_LOCALE;

function fileFor<T>(files: Record<string, () => Promise<T>>, locale: Locale): (() => Promise<T>) | undefined {
  return Object.entries(files).find(
    ([path]) => path.endsWith(`/${locale}.po`) || path.endsWith(`/${locale}.json`),
  )?.[1];
}

async function loadGroup(group: CatalogGroup, locale: Locale): Promise<void> {
  const key = `${group}/${locale}`;
  if (loaded.has(key)) return;
  const web = fileFor(WEB_CATALOGS[group], locale);
  // The contract's words come with the public ones; English needs none.
  const contract =
    group === 'public' && locale !== SOURCE_LOCALE ? fileFor(CONTRACT_CATALOGS, locale) : undefined;
  const [messages, contractMessages] = await Promise.all([web?.() ?? {}, contract?.()]);
  if (contractMessages) setContractCatalog(locale, contractMessages);
  i18n.load(locale, messages);
  loaded.add(key);
}

/** Loads `group`'s words in the active language; a member screen awaits this beside its code. */
export async function loadCatalog(group: CatalogGroup): Promise<void> {
  wantedGroups.add(group);
  await loadGroup(group, chosen);
}

/** Loads every group screens have asked for so far in `locale`, then switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  chosen = locale;
  await Promise.all([...wantedGroups].map((group) => loadGroup(group, locale)));
  i18n.activate(locale);
}

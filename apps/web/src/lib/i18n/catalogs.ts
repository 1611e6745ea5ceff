import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import { type Locale, type MessageCatalog, SOURCE_LOCALE } from '@perks/contract';
import screenCatalogs from '@/locales/screen-catalogs.json';
import { setContractCatalog } from './contract-text';

/**
 * The words of the app, per language (docs/decisions/071-languages.md): the shell's catalog and
 * one per feature, src/locales/<name>/<locale>.po. A page loads, in the chosen language only,
 * the root's catalogs before its first render and each screen's beside the screen's code.
 */
const WEB_CATALOGS = import.meta.glob<Messages>('../../locales/*/*.po', { import: 'messages' });

// The contract's and server's words (labels, validation messages, pay lines): English needs no
// file, since its text is the source.
const CONTRACT_CATALOGS = import.meta.glob<MessageCatalog>(
  '../../../../../packages/contract/src/i18n/messages/*.json',
  { import: 'default' },
);

const loaded = new Set<string>();
const wanted = new Set<string>(screenCatalogs.root);
// The language being shown or switched to: screens that load while a switch is under way load
// their words in the new language.
let chosen: Locale = SOURCE_LOCALE;

async function loadOne(name: string, locale: Locale): Promise<void> {
  const key = `${name}/${locale}`;
  if (loaded.has(key)) return;
  const load = WEB_CATALOGS[`../../locales/${name}/${locale}.po`];
  const messages = load ? await load() : {};
  i18n.load(locale, messages);
  loaded.add(key);
}

async function loadContract(locale: Locale): Promise<void> {
  const key = `contract/${locale}`;
  if (locale === SOURCE_LOCALE || loaded.has(key)) return;
  const load = Object.entries(CONTRACT_CATALOGS).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];
  if (load) setContractCatalog(locale, await load());
  loaded.add(key);
}

/** Loads a screen's words (`handle.module` of the route table) in the chosen language. */
export async function loadScreenCatalogs(module: string): Promise<void> {
  const names = (screenCatalogs.screens as Record<string, string[]>)[module] ?? [];
  for (const name of names) wanted.add(name);
  await Promise.all(names.map((name) => loadOne(name, chosen)));
}

/** Loads every catalog pages have needed so far in `locale` (the root's first), then switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  chosen = locale;
  await Promise.all([...[...wanted].map((name) => loadOne(name, locale)), loadContract(locale)]);
  i18n.activate(locale);
}

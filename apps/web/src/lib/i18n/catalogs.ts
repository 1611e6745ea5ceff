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

const contractLoads = new Map<Locale, Promise<void>>();

/**
 * The contract's catalog in `locale`, loaded once. It is the largest file of words (every label,
 * validation message and server message), so a visit's first page does not wait for it
 * (decision 071's addendum): contract words shown before it arrives render again when it does.
 */
function loadContract(locale: Locale): Promise<void> {
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  let load = contractLoads.get(locale);
  if (!load) {
    const file = Object.entries(CONTRACT_CATALOGS).find(([path]) => path.endsWith(`/${locale}.json`))?.[1];
    load = file ? file().then((catalog) => setContractCatalog(locale, catalog)) : Promise.resolve();
    // A failed download is tried again by the next screen that asks.
    load.catch(() => contractLoads.delete(locale));
    contractLoads.set(locale, load);
  }
  return load;
}

/**
 * Loads a screen's words (`handle.module` of the route table) in the chosen language; with
 * `contract`, the contract's catalog too (signed-in screens, whose forms and labels use it).
 */
export async function loadScreenCatalogs(module: string, { contract = false } = {}): Promise<void> {
  const names = (screenCatalogs.screens as Record<string, string[]>)[module] ?? [];
  for (const name of names) wanted.add(name);
  await Promise.all([
    ...names.map((name) => loadOne(name, chosen)),
    ...(contract ? [loadContract(chosen)] : []),
  ]);
}

/**
 * Loads every catalog pages have needed so far in `locale` (the root's first), then switches to it.
 * The contract's catalog is waited for too, unless `waitForContract` is false (a visit's first
 * page: it starts loading, and the page renders without it).
 */
export async function activateLocale(locale: Locale, { waitForContract = true } = {}): Promise<void> {
  chosen = locale;
  const contract = loadContract(locale);
  if (!waitForContract) contract.catch(() => undefined);
  await Promise.all([
    ...[...wanted].map((name) => loadOne(name, locale)),
    ...(waitForContract ? [contract] : []),
  ]);
  i18n.activate(locale);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { readPo } from '../../apps/web/src/locales/read-po.ts';

const ROOT = join(import.meta.dirname, '../..');
const WEB_LOCALES = join(ROOT, 'apps/web/src/locales');
const CONTRACT_MESSAGES = join(ROOT, 'packages/contract/src/i18n/messages');

/** English source text → its translation in `locale`, from every catalog the app ships. */
function catalog(locale: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const entry of readdirSync(WEB_LOCALES, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const { id, translation } of readPo(join(WEB_LOCALES, entry.name, `${locale}.po`))) {
      if (translation) words.set(id, translation);
    }
  }
  const contract = JSON.parse(readFileSync(join(CONTRACT_MESSAGES, `${locale}.json`), 'utf8'));
  for (const [english, translation] of Object.entries(contract as Record<string, string>)) {
    if (translation) words.set(english, translation);
  }
  return words;
}

const catalogs = new Map<string, Map<string, string>>();

/** date-fns's English relative times ('6 minutes ago', 'about 2 hours ago'), never right in another language. */
const ENGLISH_TIME_AGO =
  /\b(?:less than a minute|(?:about|over|almost) \d+ \w+|\d+ (?:seconds?|minutes?|hours?|days?|months?|years?)) ago\b/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English messages with placeholders that `locale` translates differently, as patterns of the
 * whole text they fill ('{count} open positions' matches '3 open positions'); a plural message
 * gives one per branch. Messages with fewer than eight letters of their own are left out: with
 * their values filled in they could be anyone's words.
 */
function templatesIn(locale: string): RegExp[] {
  const kept = templateCache.get(locale);
  if (kept) return kept;
  const patterns: RegExp[] = [];
  for (const [english, translation] of wordsIn(locale)) {
    if (!english.includes('{') || translation === english) continue;
    const plural = /^\{\w+, plural, (.*)\}$/.exec(english);
    const branches = plural
      ? [...plural[1]!.matchAll(/(?:one|other|=\d+) \{([^{}]*)\}/g)].map((m) => m[1]!)
      : [english];
    for (const branch of branches) {
      if (/\{\w+, (?:plural|select)/.test(branch)) continue;
      if (branch.replace(/\{\w+\}|#/g, '').replace(/[^a-z]/gi, '').length < 8) continue;
      const source = escapeRegExp(branch)
        .replace(/\\\{\w+\\\}/g, '.+?')
        .replaceAll('#', '\\d+');
      patterns.push(new RegExp(`^${source}$`));
    }
  }
  templateCache.set(locale, patterns);
  return patterns;
}
const templateCache = new Map<string, RegExp[]>();
const wordsIn = (locale: string) => {
  const kept = catalogs.get(locale);
  if (kept) return kept;
  const words = catalog(locale);
  catalogs.set(locale, words);
  return words;
};

/**
 * What the app shows for `english` in `locale` (placeholders filled from `values`), read from the
 * catalogs themselves, so a journey finds the screen's controls by their translated names.
 */
export function say(locale: string, english: string, values: Record<string, string | number> = {}): string {
  const translation = wordsIn(locale).get(english);
  if (!translation) throw new Error(`no ${locale} translation of ${JSON.stringify(english)}`);
  // A whole-message plural: the branch for the value ('one' for 1, else 'other'), # as the number.
  const plural = /^\{(\w+), plural, one \{(.*)\} other \{(.*)\}\}$/.exec(translation);
  const chosen = plural
    ? (Number(values[plural[1]!]) === 1 ? plural[2]! : plural[3]!).replaceAll('#', String(values[plural[1]!]))
    : translation;
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * Fails when any text on the page, or any name a screen reader announces (aria-label, title, alt,
 * placeholder), is one of the app's English messages that `locale` translates differently: the
 * screen would be showing English to someone who chose another language. People's own words
 * (a job title such as 'Server' that is also a label) are passed as `data`, or sit inside
 * `[data-user-content]` (a job's description), and are shown as written.
 */
export async function expectNoEnglish(page: Page, locale: string, data: string[] = []): Promise<void> {
  const words = wordsIn(locale);
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const visible = (element: Element | null) =>
      !!element &&
      !!(element as HTMLElement).offsetParent &&
      getComputedStyle(element).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      // People's own words (a job's description) are shown as they wrote them.
      if (text && visible(node.parentElement) && !node.parentElement?.closest('[data-user-content]'))
        texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label],[title],[alt],[placeholder]')) {
      if (!visible(element) && !element.matches('img,input,textarea,select,button,a')) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
  const templates = templatesIn(locale);
  const english = shown.filter((text) => {
    if (data.includes(text)) return false;
    const translation = words.get(text);
    if (translation !== undefined) return translation !== text;
    // A message with its values filled in ('3 open positions'), or date-fns's English times.
    return ENGLISH_TIME_AGO.test(text) || templates.some((template) => template.test(text));
  });
  expect([...new Set(english)], `English left on ${new URL(page.url()).pathname} in ${locale}`).toEqual([]);
}

/** The built file of the contract's catalog in `locale` (the web build's manifest names it). */
export function contractCatalogFile(locale: string): string {
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((name) => name.endsWith(`/i18n/messages/${locale}.json`));
  if (!key) throw new Error(`No contract catalog for ${locale} in the web build`);
  return manifest[key]!.file;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_LOCALE, SUPPORTED_LOCALES } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { readPo } from './read-po';

/**
 * Every language says everything English says, and nothing else (issue: "a test fails the build
 * when any catalog lacks a key that English has, or has a key English lacks"), with the same
 * placeholders, so a translation never drops a name or an amount.
 */
const HERE = import.meta.dirname;
const CONTRACT_MESSAGES = join(HERE, '../../../../packages/contract/src/i18n/messages');
const TRANSLATED = SUPPORTED_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** `{name}` placeholders and `<0>`…`</0>` tags, sorted: what a translation must keep. */
function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((match) => match[0]).sort();
}

const filesIn = (dir: string, extension: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))
    .sort();

describe('message catalogs', () => {
  const groups = readdirSync(HERE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const group of groups) {
    describe(`web, ${group}`, () => {
      const dir = join(HERE, group);
      const english = readPo(join(dir, `${SOURCE_LOCALE}.po`));

      it('has one catalog per supported language, and no other', () => {
        expect(filesIn(dir, '.po')).toEqual([...SUPPORTED_LOCALES].sort());
      });

      for (const locale of TRANSLATED) {
        it(`${locale} has exactly English's messages, each translated with the same placeholders`, () => {
          const catalog = readPo(join(dir, `${locale}.po`));
          expect(catalog.map((entry) => entry.key).sort()).toEqual(english.map((entry) => entry.key).sort());
          const untranslated = catalog
            .filter((entry) => entry.translation.trim() === '')
            .map((entry) => entry.id);
          expect(untranslated).toEqual([]);
          const mismatched = catalog
            .filter((entry) => placeholdersOf(entry.translation).join() !== placeholdersOf(entry.id).join())
            .map((entry) => `${entry.id} → ${entry.translation}`);
          expect(mismatched).toEqual([]);
        });
      }
    });
  }

  describe('contract and server messages', () => {
    const read = (locale: string) =>
      JSON.parse(readFileSync(join(CONTRACT_MESSAGES, `${locale}.json`), 'utf8')) as Record<string, string>;
    const english = read(SOURCE_LOCALE);

    it('has one catalog per supported language, and no other', () => {
      expect(filesIn(CONTRACT_MESSAGES, '.json')).toEqual([...SUPPORTED_LOCALES].sort());
    });

    it('English maps each message to itself', () => {
      expect(Object.entries(english).filter(([key, value]) => key !== value)).toEqual([]);
    });

    for (const locale of TRANSLATED) {
      it(`${locale} has exactly English's messages, each translated with the same placeholders`, () => {
        const catalog = read(locale);
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        expect(Object.entries(catalog).filter(([, value]) => value.trim() === '')).toEqual([]);
        const mismatched = Object.entries(catalog)
          .filter(([key, value]) => placeholdersOf(value).join() !== placeholdersOf(key).join())
          .map(([key, value]) => `${key} → ${value}`);
        expect(mismatched).toEqual([]);
      });
    }
  });
});

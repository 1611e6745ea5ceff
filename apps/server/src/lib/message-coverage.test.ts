import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { translatorFor } from '@perks/contract';
import { MESSAGE_CATALOGS } from '@perks/contract/i18n/catalogs';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../modules/auth/index.ts';

/**
 * Every message the server writes for people is in the contract's English catalog
 * (packages/contract/src/i18n/messages/en.json), so the error handler, texts and e-mails can
 * send it in the reader's language. The check reads the source: the message of each AppError and
 * error helper, and every text given to a translator `t(...)`, when written as a literal. A
 * template literal (`... ${limit} ...`) must fit a catalog entry, its `${…}` parts standing for
 * anything. Messages from constants are the contract's, checked by its own coverage test.
 */
const SOURCE = join(import.meta.dirname, '..');
const english = MESSAGE_CATALOGS.en;
const keys = Object.keys(english);
const marked = translatorFor(Object.fromEntries(keys.map((key) => [key, `⟦${key}⟧`])));
const translatable = (text: string) => Object.hasOwn(english, text) || marked(text) !== text;

/** Messages that are not for people to read, each with why. */
const EXEMPT = new Map([
  // Health checks and webhooks answer machines and operators, not people.
  ['Shutting down', 'health check'],
  ['Database unavailable', 'health check'],
  ['Not ready', 'health check'],
  ['Inbound texts are not configured', 'SMS gateway webhook'],
  ['Inbound texts are posted form-encoded', 'SMS gateway webhook'],
  ['The request is not signed by the SMS gateway', 'SMS gateway webhook'],
  ['MessageSid is required', 'SMS gateway webhook'],
  ['Missing Stripe-Signature header', 'Stripe webhook'],
  ['The Stripe signature does not match this payload', 'Stripe webhook'],
  // The AI provider's own words follow the prefix; the prefix alone is in the catalog.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
  ['${AI_MESSAGES.serviceErrorPrefix}${error.message}', 'provider error'],
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'seed' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A string or template literal: its quote and body. */
const LITERAL = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`;
const MESSAGE_SITES = [
  new RegExp(String.raw`new AppError\(\s*[^,()]+,\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:notFound|rateLimited|challengeRequired|badCode|ended)\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\bt\(\s*${LITERAL}`, 'g'),
];

function literalsIn(text: string): { literal: string; template: boolean }[] {
  return MESSAGE_SITES.flatMap((site) =>
    [...text.matchAll(site)].map((match) => ({
      literal: (match[2] ?? '').replace(/\\(['"\\])/g, '$1'),
      template: match[1] === '`',
    })),
  );
}

const fitsSomeKey = (literal: string) => {
  const pattern = new RegExp(
    `^${literal
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+?')}$`,
  );
  return keys.some((key) => pattern.test(key));
};

describe("the server's messages in the catalog", () => {
  it('holds every literal message of AppErrors, error helpers and translators', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(SOURCE)) {
      for (const { literal, template } of literalsIn(readFileSync(file, 'utf8'))) {
        seen += 1;
        if (EXEMPT.has(literal)) continue;
        const ok = template && literal.includes('${') ? fitsSomeKey(literal) : translatable(literal);
        if (!ok) missing.push(`${relative(SOURCE, file)}: ${literal}`);
      }
    }
    expect(seen).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('holds every sign-in message', () => {
    const words = Object.values(AUTH_MESSAGES).map((message) =>
      typeof message === 'function' ? message(30) : message,
    );
    expect(words.filter((word) => !translatable(word))).toEqual([]);
  });
});

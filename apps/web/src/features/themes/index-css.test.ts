/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { DEFAULT_THEME, themeVariables } from '@perks/contract';
import { expect, it } from 'vitest';

/** The variables :root declares in index.css. */
function rootVariables(): Record<string, string> {
  // Read from disk: the test runner does not load stylesheets' text through imports.
  const css = readFileSync(`${import.meta.dirname}/../../index.css`, 'utf8');
  const root = css.match(/:root\s*{([^}]*)}/)?.[1] ?? '';
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.replace(/\s+/g, ' ').trim()]),
  );
}

it('index.css declares the default preset (ocean) exactly as the server and builder write it', () => {
  const declared = rootVariables();
  for (const [name, value] of Object.entries(themeVariables(DEFAULT_THEME))) {
    expect(declared[name], name).toBe(value);
  }
});

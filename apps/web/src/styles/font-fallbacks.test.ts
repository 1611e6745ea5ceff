/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fontFallbackFamily, fontStack, THEME_FONTS } from '@perks/contract';
import { expect, it } from 'vitest';
import { fontFallbackCss } from '../../scripts/font-fallbacks';

// Read from disk: the test runner does not load stylesheets' text through imports.
const written = readFileSync(`${import.meta.dirname}/font-fallbacks.css`, 'utf8');

it('styles/font-fallbacks.css is what scripts/font-fallbacks.ts writes (npm run fonts:fallbacks -w @perks/web)', () => {
  expect(written).toBe(fontFallbackCss(THEME_FONTS));
});

it("gives every theme font a stand-in, and puts it in the font's stack right after the font", () => {
  for (const font of THEME_FONTS) {
    expect(written).toContain(`font-family: "${fontFallbackFamily(font)}";`);
    expect(fontStack(font)).toMatch(new RegExp(`^"${font} Variable", "${font}", "${font} Fallback", `));
  }
});

it('scales each stand-in to its font: Lato is narrower than Arial, Playfair Display wider than Times', () => {
  const face = (font: string) => written.slice(written.indexOf(`"${font} Fallback"`)).split('}')[0]!;
  expect(face('Lato')).toMatch(/size-adjust: 9\d\.\d+%;/);
  expect(face('Playfair Display')).toContain('local("Times New Roman")');
  expect(face('Playfair Display')).toMatch(/size-adjust: 1\d\d\.\d+%;/);
});

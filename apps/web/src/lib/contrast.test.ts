/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, parseHslTriple, readableTextOn } from './contrast';

/** The default ('ocean') theme's variables as declared in :root. */
function rootVariables(): Record<string, string> {
  // Read from disk: the test runner does not load stylesheets' text through imports.
  const css = readFileSync(`${import.meta.dirname}/../index.css`, 'utf8');
  const root = css.match(/:root\s*{([^}]*)}/)?.[1] ?? '';
  return Object.fromEntries([...root.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('0 0% 0%', '0 0% 100%')).toBeCloseTo(21, 5);
    expect(contrastRatio('199 89% 32%', '199 89% 32%')).toBeCloseTo(1, 5);
  });

  it('rejects values that are not h s% l% triples', () => {
    expect(() => parseHslTriple('#ffffff')).toThrow();
  });
});

describe('default theme meets WCAG AA', () => {
  const vars = rootVariables();
  const text: Array<[string, string]> = [
    ['foreground', 'background'],
    ['card-foreground', 'card'],
    ['popover-foreground', 'popover'],
    ['primary-foreground', 'primary'],
    ['primary', 'background'], // links and link-style buttons
    ['secondary-foreground', 'secondary'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'muted'],
    ['foreground', 'muted'],
    ['accent-foreground', 'accent'],
    ['destructive-foreground', 'destructive'],
  ];

  it.each(text)('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(vars[fg]!, vars[bg]!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['ring', 'background'],
    ['input', 'background'],
  ])('%s on %s is at least 3:1 (focus rings and field edges)', (fg, bg) => {
    expect(contrastRatio(vars[fg]!, vars[bg]!)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('readableTextOn', () => {
  it('picks the text colour with the better contrast on a brand colour', () => {
    expect(readableTextOn('#e76f51')).toBe('#000000');
    expect(readableTextOn('#1F6F8B')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('blue')).toBeNull();
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineEntryStylesheet } from './inline-stylesheet.ts';

function webDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'perks-inline-css-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), text);
  return dir;
}

const page = (links: string) =>
  `<!doctype html><html><head><title>App</title>${links}</head><body></body></html>`;

describe('inlineEntryStylesheet', () => {
  it("puts the entry stylesheet's text where its link was, keeping its place in <head>", () => {
    const dir = webDist({ 'index-abc.css': 'body{color:#111}' });
    const html = page(
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n<meta name="x">',
    );
    expect(inlineEntryStylesheet(html, dir)).toBe(
      page(
        '<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n<style>body{color:#111}</style>\n<meta name="x">',
      ),
    );
  });

  it('copies the text as it is, with replacement patterns such as $& left alone', () => {
    const dir = webDist({ 'a.css': '.x::after{content:"$& $\' $`"}' });
    expect(inlineEntryStylesheet(page('<link rel="stylesheet" href="/assets/a.css">'), dir)).toBe(
      page(`<style>.x::after{content:"$& $' $\`"}</style>`),
    );
  });

  it('leaves the link when the file is missing or its text could close the <style> element', () => {
    const dir = webDist({ 'evil.css': '.a{}</style><script>alert(1)</script>' });
    const links =
      '<link rel="stylesheet" href="/assets/missing.css"><link rel="stylesheet" href="/assets/evil.css">';
    expect(inlineEntryStylesheet(page(links), dir)).toBe(page(links));
  });
});

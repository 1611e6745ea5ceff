import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RenderedPage } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { PageBodies } from './page-bodies.ts';

const page = (): RenderedPage => ({ html: '<p>Line Cook</p>', state: '{}', modules: [] });

describe('documents made once per kept page', () => {
  it('puts a page together and compresses it once per variant, for every visitor', () => {
    const bodies = new PageBodies();
    const kept = page();
    let composed = 0;
    const compose = () => {
      composed += 1;
      return `<html>${kept.html}${'<i>padding</i>'.repeat(200)}</html>`;
    };
    const first = bodies.body(kept, '200 en', compose);
    const again = bodies.body(kept, '200 en', compose);
    expect(again).toBe(first);
    expect(composed).toBe(1);
    expect(first.encoded('br')).toBe(again.encoded('br'));
    expect(brotliDecompressSync(first.encoded('br')).toString()).toBe(first.html);
    expect(gunzipSync(first.encoded('gzip')).toString()).toBe(first.html);

    bodies.body(kept, '200 es', compose);
    expect(composed).toBe(2);
    // Another render of the same page is another object: it is put together for itself.
    bodies.body(page(), '200 en', compose);
    expect(composed).toBe(3);
  });

  it('starts a page over past 8 variants, so a page cannot gather them without bound', () => {
    const bodies = new PageBodies();
    const kept = page();
    let composed = 0;
    const compose = () => `${++composed}`;
    for (let n = 0; n < 8; n++) bodies.body(kept, `variant ${n}`, compose);
    bodies.body(kept, 'variant 0', compose);
    expect(composed).toBe(8);
    bodies.body(kept, 'variant 8', compose);
    bodies.body(kept, 'variant 0', compose);
    expect(composed).toBe(10);
  });
});

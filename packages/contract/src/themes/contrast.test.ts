import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHslTriple } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('0 0% 0%', '0 0% 100%')).toBeCloseTo(21, 5);
    expect(contrastRatio('199 89% 32%', '199 89% 32%')).toBeCloseTo(1, 5);
  });

  it('rejects values that are not h s% l% triples', () => {
    expect(() => parseHslTriple('#ffffff')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHslTriple, readableTextOn } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('0 0% 0%', '0 0% 100%')).toBeCloseTo(21, 5);
    expect(contrastRatio('199 89% 32%', '199 89% 32%')).toBeCloseTo(1, 5);
  });

  it('rejects values that are not h s% l% triples', () => {
    expect(() => parseHslTriple('#ffffff')).toThrow();
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

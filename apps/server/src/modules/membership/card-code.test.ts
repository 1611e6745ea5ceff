import { cardStep } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { codeAt } from './card.service.ts';

describe('card codes on the server', () => {
  it('match the RFC 6238 SHA-256 test vectors (8 digits)', () => {
    // RFC 6238 appendix B: the 32-byte ASCII seed "12345678901234567890123456789012".
    const seed = Buffer.from('12345678901234567890123456789012').toString('hex');
    expect(codeAt(seed, cardStep(59_000))).toBe('46119246');
    expect(codeAt(seed, cardStep(1_111_111_109_000))).toBe('68084774');
    expect(codeAt(seed, cardStep(2_000_000_000_000))).toBe('90698825');
  });
});

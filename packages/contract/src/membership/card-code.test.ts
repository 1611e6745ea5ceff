import { describe, expect, it } from 'vitest';
import {
  CARD_CODE,
  cardCodeMessage,
  cardStep,
  cardToken,
  hexToBytes,
  parseCardToken,
  truncateToCode,
} from './card-code.ts';

describe('card codes', () => {
  it('steps every 30 seconds', () => {
    expect(cardStep(0)).toBe(0);
    expect(cardStep(29_999)).toBe(0);
    expect(cardStep(30_000)).toBe(1);
    expect(CARD_CODE.periodSeconds).toBe(30);
  });

  it("truncates as RFC 4226 does (its worked example's HMAC reads 1357872921)", () => {
    const mac = hexToBytes('1f8698690e02ca16618550ef7f19da8e945b555a');
    expect(truncateToCode(mac)).toBe('57872921');
  });

  it('encodes the step big-endian in 8 bytes', () => {
    expect([...cardCodeMessage(0x0102)]).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
    expect([...hexToBytes('00ff10')]).toEqual([0, 255, 16]);
  });

  it('reads tokens, forgiving case and spaces, and refuses anything else', () => {
    expect(parseCardToken(cardToken('7KQ2M9XH4D', '04815162'))).toEqual({
      cardId: '7KQ2M9XH4D',
      code: '04815162',
    });
    expect(parseCardToken(' 7kq2m9xh4d - 0481 5162 ')).toEqual({ cardId: '7KQ2M9XH4D', code: '04815162' });
    expect(parseCardToken('7KQ2M9XH4D-0481516')).toBeNull();
    expect(parseCardToken('7KQ2M9XH4I-04815162')).toBeNull();
    expect(parseCardToken('../../etc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { requireE164, toE164 } from './phone.ts';

describe('phone normalisation', () => {
  it('turns any common way of writing a number into E.164', () => {
    for (const input of [
      '+12075550100',
      '+1 (207) 555-0100',
      '207-555-0100',
      '(207) 555 0100',
      ' 2075550100 ',
    ]) {
      expect(toE164(input)).toBe('+12075550100');
    }
    expect(toE164('+44 20 7946 0000')).toBe('+442079460000');
  });

  it('refuses numbers that cannot exist', () => {
    for (const input of ['', '12345', '+1 555 555 5555', '+999 1234567', 'phone'])
      expect(toE164(input)).toBeNull();
  });

  it('raises a 400 naming the field', () => {
    expect(() => requireE164('nope')).toThrowError(
      expect.objectContaining({ statusCode: 400, field: 'phone' }),
    );
  });
});

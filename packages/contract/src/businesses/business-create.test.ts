import { describe, expect, it } from 'vitest';
import { ZCreateBusinessRequest } from './business-create.ts';

describe('ZCreateBusinessRequest phone', () => {
  it.each([
    ['(207) 555-0188', '+12075550188'],
    ['207.555.0188', '+12075550188'],
    ['1 207 555 0188', '+12075550188'],
    ['+12075550188', '+12075550188'],
    ['+442071838750', '+442071838750'],
  ])('stores %s as %s', (written, stored) => {
    expect(ZCreateBusinessRequest.parse({ name: 'Dockside Tap', phone: written }).phone).toBe(stored);
  });

  it('still refuses what is not a phone number, and leaves a blank one out', () => {
    const refused = ZCreateBusinessRequest.safeParse({ name: 'Dockside Tap', phone: 'call me' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'Invalid phone number format',
    });
    expect(ZCreateBusinessRequest.parse({ name: 'Dockside Tap', phone: '  ' }).phone).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { logThrottle } from './log-throttle.ts';

describe('logThrottle', () => {
  it('admits one line per key a second and counts the ones it held back', () => {
    let clock = 0;
    const throttle = logThrottle(1000, () => clock);
    expect(throttle.admit('database')).toBe(0);
    clock = 10;
    expect(throttle.admit('database')).toBeUndefined();
    expect(throttle.admit('database')).toBeUndefined();
    expect(throttle.admit('other')).toBe(0);
    clock = 1010;
    expect(throttle.admit('database')).toBe(2);
    expect(throttle.admit('database')).toBeUndefined();
  });
});
